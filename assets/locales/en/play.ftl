# The play screen: names, the status line, the players' panels, the pits' accessible names.
player-default = Player { $number }
# The one person playing the computer, without a name of their own.
player-you = You
player-computer = Computer ({ $level })
# Both players computers of one level: each by its number, so that captions say which.
player-computer-numbered = Computer { $number } ({ $level })
level-beginner = beginner
level-easy = easy
level-medium = medium
level-hard = hard
level-master = master
status-over = The game is over.
status-sowing = Sowing…
status-sowing-hurry = Sowing… tap the board to speed it up.
status-sowing-hurried = Sowing faster…
status-thinking = { $name } is thinking…
status-secret-both = Opening: both players choose a pit of their row, in secret.
status-secret-one = { $chosen } has chosen; { $you ->
    [yes] choose your pit
   *[other] { $name } chooses a pit
} (the choice stays hidden).
status-together = Both hands sow together…
status-together-hurry = Both hands sow together… tap the board to speed them up.
status-house-both = Both hands reached their houses: each player picks a pit to sow on.
status-house-one = { $you ->
    [yes] Your hand reached the house: pick a pit to sow on.
   *[other] { $name }'s hand reached the house: { $name } picks a pit to sow on.
}
status-choose-or-buy = { $you ->
    [yes] Your turn
   *[other] { $name }
}: choose a pit, or a dead pit to buy back for { $price }.
status-buy = { $you ->
    [yes] Your turn
   *[other] { $name }
}: buy back a dead pit ({ $price } seeds).
status-choose = { $you ->
    [yes] Your turn
   *[other] { $name }
}: choose a pit of your row.
status-paused = Paused
status-replay = { $at ->
        [0] Replay: before the first of { $total } moves
       *[other] Replay: move { $at } of { $total }
    }
paused-heading = Paused
paused-saved = Your game is saved and can be resumed from the title.
store-holds = { $count } in { $store }
timeline-heading = Timeline
timeline-now = Now:
place-pit = Pit { $pit }
place-pi = Pi, pit { $pit }
place-pa = Pa, pit { $pit }
place-store = { $you ->
    [yes] Your
   *[other] { $name }'s
} { $store }
place-yours = yours to choose
place-dead = dead
place-label = { $place }, { $seeds }
place-label-status = { $place }, { $seeds }, { $status }
