# What the kiosk says to its visitors.
kiosk-invitation = Touch the screen to play
kiosk-still-there = Still there? Touch the screen to keep playing. Returning in { $seconds }…
kiosk-resting-until-open = Marum is resting until the exhibition opens. Touch the screen to wake it.
kiosk-resting = Marum is resting. Touch the screen to wake it.
title-games = Marum Konbi of Manipur · Congkak of the Malay Archipelago
