# The result screen.
result-wins = { $you ->
    [yes] You win!
   *[other] { $name } wins!
}
result-draw = A draw
marum-konbi-result = { $name } amassed { $count } marums, { $beyond ->
        [0] just the { $needed } needed
       *[other] past the { $needed } needed
    }.
congkak-result = { $name } gathered { $count } seeds, { $beyond ->
        [0] just the { $needed } needed
       *[other] past the { $needed } needed
    }.
result-draw-sentence = A draw at { $one }–{ $two }: an honourable share of the { $seeds }.
result-totals = { $first } { $one } – { $two } { $second } · { $decisions } decisions
