# ꯃꯊꯧ ꯈꯨꯗꯤꯡꯃꯛꯀꯤ ꯊꯕꯛ ꯄꯔꯦꯡ ꯑꯃꯗ — the timeline's words, from the captions' (a draft for a native speaker to review).
note-buy-back = ꯂꯧꯁꯤꯟꯕ
note-partition = ꯃꯔꯨꯝ ꯑꯅꯤꯒꯤ ꯈꯥꯌꯕ
note-nungkang = ꯅꯨꯡꯀꯥꯡ
note-quiet-stop = ꯂꯦꯞꯂꯦ
note-endless-relay = ꯂꯣꯏꯕ ꯅꯥꯏꯗꯕ ꯃꯈꯥ ꯆꯪꯁꯤꯟꯕ
note-house-bonus = ꯌꯨꯃꯒꯤ ꯈꯨꯗꯣꯜ
note-dead-pit = ꯁꯤꯔꯕ ꯈꯨꯗꯣꯡ
note-hands-meet = ꯈꯨꯠ ꯑꯅꯤ ꯎꯅꯈꯤ
note-passes = ꯃꯊꯧ ꯊꯥꯗꯣꯛꯂꯦ
note-resumes = ꯃꯈꯥ ꯊꯥꯔꯤ
note-repetition = ꯑꯍꯨꯝꯁꯨꯕ ꯍꯜꯂꯀꯈꯤ
timeline-pits = ꯈꯨꯗꯣꯡ { $pits }
timeline-relays = ꯃꯈꯥ ꯆꯪꯁꯤꯟꯕ { $count }
