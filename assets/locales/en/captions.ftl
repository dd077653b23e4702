# The captions that explain each event, with each game's own words.
marum-konbi-seeds = marums
marum-konbi-seed = marum
marum-konbi-count = { $count ->
    [one] { $count } marum
   *[other] { $count } marums
}
marum-konbi-store = store
marum-konbi-capture = Si-kang-si
marum-konbi-caption-relay = Relay! The last marum fell on a heap: the hand scoops the next pit and sows on.
marum-konbi-caption-capture = Si-kang-si! The pit after next is captured: { $count ->
    [one] { $count } marum
   *[other] { $count } marums
} to { $you ->
    [yes] your
   *[other] { $name }'s
} store.
congkak-seeds = seeds
congkak-seed = seed
congkak-count = { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}
congkak-store = house
congkak-capture = capture
congkak-caption-relay = Relay! The last seed fell on a heap in the row: the hand scoops it and sows on.
congkak-caption-capture = Capture! The last seed fell in an empty pit: { $count ->
    [one] the seed opposite goes
   *[other] the { $count } seeds opposite go
} to { $you ->
    [yes] your
   *[other] { $name }'s
} house.
caption-opening-choice = { $you ->
    [yes] You have
   *[other] { $name } has
} chosen an opening pit, kept secret until both have chosen.
caption-hands-set-off = Both have chosen: the two hands sow together, a seed each at a time.
caption-nungkang = Nungkang: two empty pits ahead, the turn ends.
caption-quiet-stop = Quiet stop: the last marum fell in an empty pit, the turn ends.
caption-endless-relay = The relay would go round for ever: sowing stops and the turn ends.
caption-house-bonus = House bonus! The last seed fell in { $you ->
    [yes] your
   *[other] { $name }'s
} own house (rumah): pick a pit and sow again.
caption-house-bonus-no-pit = The last seed fell in the house, but no pit is left to sow from.
caption-dead-pit = Dead pit: the last seed fell in an empty pit with nothing opposite; it is closed.
caption-buy-back = Buy-back: { $you ->
    [yes] you pay
   *[other] { $name } pays
} { $price } seeds from the house to open a dead pit again.
caption-hands-meet = The hands meet! { $you ->
    [yes] Your
   *[other] { $name }'s
} hand stops and waits for the other turn to end.
caption-hand-resumes = { $you ->
    [yes] Your
   *[other] { $name }'s
} waiting hand sows on.
caption-pass = { $you ->
    [yes] You have no pit to sow from and pass.
   *[other] { $name } has no pit to sow from and passes.
}
caption-partition = Two marums left in two pits: the Two-Marum partition gives one to each player.
caption-repetition = The same position came back a third time: the game ends and the { $seeds } are collected.
# The sounds that carry meaning, as captions for those who cannot hear them.
sound-swell = [a rising swell: the relay goes on]
sound-chime = [a chime: seeds taken]
sound-knock = [a knock: the turn ends]
sound-fanfare = [a fanfare: the game is over]
