# The menus (with what each level of the computer does and the player's tally against it), the
# settings, the coin toss, the rules screen and the notices.
menu-game = Game
menu-players = Players
menu-against-computer = Against the computer
menu-two-players = Two players
menu-exhibition = Exhibition
menu-computer = Computer
menu-keys = Arrows move, Enter chooses, Esc goes back
menu-keys-gamepad = Arrows or D-pad move, Enter or A chooses, Esc or B goes back
level-about-beginner = Beginner looks one decision ahead and plays every other decision at random.
level-about-easy = Easy looks two decisions ahead and plays one decision in five at random.
level-about-medium = Medium looks three decisions ahead, weighs the seeds left in each row, and plays one decision in twenty at random.
level-about-hard = Hard looks up to eight decisions ahead, a third of a second each, and never plays at random.
level-about-master = Master thinks up to a second a decision, plays small endgames perfectly, and learns how its opponent plays.
tally-standing = { $won } won · { $drawn } drawn · { $lost } lost
tally-against = Your games against { $level } at { $game }: { $standing }.
tally-yours = Your games: { $standing }.
tally-none = You have not played { $level } at { $game } yet.
tally-streak = { $count } wins in a row.
tally-ready = { $count } wins in a row: ready for { $next }?
tally-play-next = Play { $level }
marum-konbi-toss-question = Who moves first?
marum-konbi-toss-outcome = { $you ->
    [yes] You move first.
   *[other] { $name } moves first.
}
congkak-toss-question = Who has priority?
congkak-toss-outcome = { $you ->
    [yes] You have
   *[other] { $name } has
} priority: if both hands would step into the same pit, the other hand stops.
rules-heading = How to play
settings-heading = Settings
settings-section-screen = Screen
settings-section-players = Players
settings-section-sound = Sound
settings-section-play = Play
settings-speed = Animation speed
settings-volume = Volume
settings-effects = Effects
settings-music = Music
settings-mute = Mute (M)
settings-mk-relay = Marum Konbi relay
settings-ck-relay = Congkak: relay in their row
settings-explain = Explain each event
settings-preview-moves = Preview each move
settings-coach = Point out mistakes
settings-reduced-motion = Reduced motion
settings-full-screen = Full screen
settings-graphics = Graphics
settings-language = Language
settings-text-size = Text size
settings-high-contrast = High contrast
settings-name = { $player }'s name
settings-footer = Rule options apply to new games. Type a name, then Enter.
settings-footer-kiosk = Rule options apply to new games.
settings-on = on
settings-off = off
settings-mk-relay-card = rule card (MK4)
settings-mk-relay-next-pit = whenever the next pit is full
graphics-low = Low
graphics-medium = Medium
graphics-high = High
notice-hint-not-your-turn = A hint is for when it is your turn.
notice-hint-looking = Looking for a good pit…
notice-restart-again = Press { $button } again to start this game over: its moves will be lost.
notice-last-move = That was the last move of the game.
notice-saved-to = Saved to { $path }
notice-not-saved = Could not save the record: { $error }
error-undo-computer-only = Undo is only for games against the computer.
error-undo-nothing = There is no earlier turn of yours to go back to.
error-redo-nothing = There is nothing to redo.
error-no-game = No game is in progress.
rules-reference = The numbered rules and rulings that the game follows (docs/RULES.md):
rules-pit-numbers = Each pit's number is on the small tag beyond its count of seeds: the hint, the timeline, the review and the rules name pits by it.
rules-controls =
    Choose a pit by clicking or touching it in your row. The pits you may choose glow; one you may not choose says why. Rest the pointer on a pit, or hold a finger on it for a moment, to see what choosing it would do: the pits it would take from light up. A finger lifted on the pit chooses it; slid off first, it chooses nothing.

    On a keyboard, Tab or the arrow keys come first to the pits you may choose, then to the buttons: the pit reached lights up, with the pits it would take from, its tip says what choosing it would do, and Enter chooses it. Keys 1–{ $keys } also choose the pits of your row in sowing order, whatever the numbers on their tags: pits { $first-one }–{ $last-one } for Player 1, pits { $first-two }–{ $last-two } for Player 2.

    While seeds travel, a tap anywhere on the board, or a pit's key, plays the rest of the move four times faster.

    In a game, H asks for a hint. Against the computer, Ctrl+Z takes your last decision back, and Ctrl+Y or Ctrl+Shift+Z plays it again.

    In a replay, Page Down or the . key shows the next move and Page Up or the , key the one before; Home and End go to the start and the end; P plays the moves on by themselves, or pauses them.

    Everywhere, the arrow keys or Tab move from button to button, Enter or Space presses the one chosen, Esc goes back or pauses the game (and on the pause card resumes it), M turns the sound off or on, and the mouse wheel or Page Up and Page Down scroll a long page like this one.

    A gamepad plays as the keyboard does: the D-pad or the left stick moves as the arrow keys do, A chooses or presses as Enter does, B or Start goes back or pauses as Esc does, Y asks for a hint, the shoulder buttons step a replay back and on and scroll a long page as Page Up and Page Down do, and Back (or Select) turns the sound off or on.
rules-on-the-board = On the board: { $sentence }
rule-game-over = The game is over.
rule-not-your-turn = It is not { $you ->
    [yes] your
   *[other] { $name }'s
} turn to decide.
rule-already-chose = { $you ->
    [yes] You have
   *[other] { $name } has
} already chosen an opening pit.
rule-not-your-pit = Pit { $pit } is not in { $you ->
    [yes] your
   *[other] { $name }'s
} row.
rule-no-such-pit = There is no pit { $pit } on this board.
rule-empty-pit = Pit { $pit } is empty.
rule-special-pit = Pit { $pit } is Pi or Pa, which may never start a move.
rule-dead-pit = Pit { $pit } is dead and cannot be sown from.
rule-not-dead = Pit { $pit } is not dead, so it cannot be bought back.
rule-buy-not-now = A dead pit can only be bought back once, at the start of a normal turn.
rule-cannot-afford = Buying back a pit costs 7 seeds from the house.
rule-no-buying-back = This game has no buying back: choose a pit of your row to sow from.
