# The timeline's words: what each turn did, in a line.
note-buy-back = buy-back
note-partition = Two-Marum partition
note-nungkang = Nungkang
note-quiet-stop = quiet stop
note-endless-relay = endless relay
note-house-bonus = house bonus
note-dead-pit = dead pit
note-hands-meet = hands meet
note-passes = passes
note-resumes = resumes
note-repetition = repetition
timeline-pits = { $count ->
    [one] pit { $pits }
   *[other] pits { $pits }
}
timeline-relays = { $count ->
    [one] 1 relay
   *[other] { $count } relays
}
