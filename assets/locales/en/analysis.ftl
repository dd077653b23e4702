# What a decision does, for the hint and the review.
decision-sow = pit { $pit }
decision-buy = buying back pit { $pit }
does-impossible = is not possible here
does-nothing = sows without taking any { $seeds }
does-sows = sows
list-and = { $rest } and { $last }
clause-relays = { $count ->
    [one] relays once
   *[other] relays { $count } times
}
clause-takes = takes { $seeds } by { $capture }
clause-drops = drops { $count } into the { $store }
clause-nungkang = ends in Nungkang
clause-quiet-stop = ends in a quiet stop
clause-endless-relay = would relay for ever and stops
clause-house-bonus = ends in the house (rumah) for another pick
clause-dead-pit = leaves a dead pit
clause-buy-back = opens a dead pit again for { $price } seeds
clause-partition = ends the game by the Two-Marum partition
clause-repetition = brings a position back a third time
clause-ends-game = ends the game
why-secret = { $best } is the better secret choice: whatever the other player picks, it keeps about { $more ->
    [one] one more { $seed }
   *[other] { $more } more { $seeds }
} by the end.
why-same = { $played } { $does }, as { $best } does, but { $best } keeps about { $more ->
    [one] one more { $seed }
   *[other] { $more } more { $seeds }
} by the end.
why-different = { $best } { $good }; { $played } { $bad }.
hint-sentence = Try { $decision }: it { $reason }.
move-preview = If chosen, it { $does }.
hint-later = { $does } now, but it looks best a few turns ahead
hint-secret = Try { $decision }: whatever the other player picks, it leaves you best placed.
better-sentence = { $decision } was better: it { $reason }.
better-later = { $decision } was better: it keeps about { $more ->
    [one] one more { $seed }
   *[other] { $more } more { $seeds }
} by the end.
better-secret = { $decision } was the better secret choice: whatever the other player picks, it keeps about { $more ->
    [one] one more { $seed }
   *[other] { $more } more { $seeds }
} by the end.
class-best = the best move
class-good = a good move
class-inaccuracy = an inaccuracy
class-mistake = a mistake
class-blunder = a blunder
review-next = Next: { $you ->
    [yes] you play
   *[other] { $name } plays
} { $played }, { $class }.
review-next-lost = Next: { $you ->
    [yes] you play
   *[other] { $name } plays
} { $played }, { $class } ({ $lost } lost). { $why }
review-progress = Reviewing… { $done } of { $total } decisions weighed
review-level = level
review-ahead = { $you ->
    [yes] you are
   *[other] { $name }
} ahead by about { $margin }
review-line = Review · here: { $standing } · accuracy: { $first } · { $second }
review-end = The end of the game.
review-mark = Decision { $number }: { $you ->
    [yes] you play
   *[other] { $name } plays
} { $played }, { $class }
coach-warning = Careful: { $played } was { $class } ({ $lost } lost). { $better } Undo takes it back.
