# Skrin keputusan.
result-wins = { $name } menang!
result-draw = Seri
marum-konbi-result = { $name } mengumpul { $count } marum, { $beyond ->
        [0] tepat { $needed } yang diperlukan
       *[other] melebihi { $needed } yang diperlukan
    }.
congkak-result = { $name } mengumpul { $count } biji, { $beyond ->
        [0] tepat { $needed } yang diperlukan
       *[other] melebihi { $needed } yang diperlukan
    }.
result-draw-sentence = Seri { $one }–{ $two }: { $seeds } dikongsi dengan adil.
result-totals = { $first } { $one } – { $two } { $second } · { $decisions } keputusan
