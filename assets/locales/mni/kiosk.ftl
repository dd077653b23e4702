# ꯀꯤꯑꯣꯁ꯭ꯀ — what the kiosk says (a draft for a native speaker to review).
kiosk-invitation = ꯁꯥꯟꯅꯅꯕ ꯁ꯭ꯛꯔꯤꯟ ꯁꯣꯛꯄꯤꯌꯨ
kiosk-still-there = ꯂꯩꯔꯤꯕꯔꯥ? ꯃꯈꯥ ꯁꯥꯟꯅꯅꯕ ꯁ꯭ꯛꯔꯤꯟ ꯁꯣꯛꯄꯤꯌꯨ꯫ ꯁꯦꯀꯦꯟ { $seconds }ꯗ ꯍꯜꯂꯛꯀꯅꯤ…
kiosk-resting-until-open = ꯑꯦꯛꯖꯤꯕꯤꯁꯟ ꯍꯥꯡꯗꯣꯛꯄ ꯐꯥꯑꯣꯕ ꯃꯔꯨꯝ ꯇꯨꯝꯂꯤ꯫ ꯍꯤꯡꯍꯟꯅꯕ ꯁ꯭ꯛꯔꯤꯟ ꯁꯣꯛꯄꯤꯌꯨ꯫
kiosk-resting = ꯃꯔꯨꯝ ꯇꯨꯝꯂꯤ꯫ ꯍꯤꯡꯍꯟꯅꯕ ꯁ꯭ꯛꯔꯤꯟ ꯁꯣꯛꯄꯤꯌꯨ꯫
title-games = ꯀꯪꯂꯩꯄꯥꯛꯀꯤ ꯃꯔꯨꯝ ꯀꯣꯟꯕꯤ · ꯃꯂꯦ ꯂꯝꯗꯝꯒꯤ Congkak
