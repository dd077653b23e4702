# ꯃꯍꯩ — the result (a draft for a native speaker to review).
result-wins = { $name } ꯃꯥꯏꯄꯥꯛꯂꯦ!
result-draw = ꯃꯥꯟꯅꯅ ꯂꯣꯏꯔꯦ
marum-konbi-result = { $name }ꯅ ꯃꯔꯨꯝ { $count } ꯈꯣꯃꯖꯤꯜꯂꯦ, ꯃꯊꯧ ꯇꯥꯕ { $needed }ꯗꯒꯤ ꯍꯦꯟꯅ꯫
congkak-result = { $name }ꯅ ꯃꯍꯩ { $count } ꯈꯣꯃꯖꯤꯜꯂꯦ, ꯃꯊꯧ ꯇꯥꯕ { $needed }ꯗꯒꯤ ꯍꯦꯟꯅ꯫
result-draw-sentence = { $one }–{ $two }ꯗ ꯃꯥꯟꯅꯅ ꯂꯣꯏꯔꯦ: { $seeds } ꯆꯞ ꯃꯥꯟꯅꯅ ꯌꯦꯟꯊꯣꯛꯂꯦ꯫
result-totals = { $first } { $one } – { $two } { $second } · ꯈꯟꯕ { $decisions }
