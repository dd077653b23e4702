# The cultural background from the original rule cards, and its gist between the kiosk's games.
marum-konbi-card =
    The Art of Egg Incubation & Endless Relays
    Master the ancient 12-pit Mancala of Manipur. Featuring uninterrupted continuous relay sowing, the tactical precision of Si-kang-si captures, and the sacred Two-Marum endgame partition.
    Marum Konbi62 Marums
    Live Move & Turn Timeline
    Determine First Player
    Traditionally, player turn is determined by a coin toss before the opening move begins.
    Player 1 Victorious!
    Player 1 amassed 34 Marums, surpassing the 32-seed victory threshold!
    The Mathematical Elegance of Marum Konbi
    Traditionally known as "Egg Incubation", this ancient Manipuri strategy game is a sophisticated masterclass in modular arithmetic, continuous relays, and cosmic cycles.
    The Board & Marum Distribution
    12 hollowed pits in two parallel rows of 6. Player 1 governs the bottom row (pits 0 to 5, where 5 is Pi). Player 2 governs the top row (pits 6 to 11, where 11 is Pa). Exactly 5 Marums are placed in the 10 standard pits, and 6 in each special pit (Pi & Pa), totaling 62 Marums.
    Turn & Strict Pi / Pa Restriction
    First turn is decided by a coin toss. The active player scoops from an occupied pit on their own side. Strict Restriction: Pits Pi and Pa are strictly prohibited from being chosen as an initial starting scoop pit. They receive counters and participate in relays, but cannot initiate an opening move.
    Scoop & Counter-Clockwise Sowing
    The player scoops all counters from the chosen pit, leaving it empty. Counters are distributed one by one into subsequent pits in a strict counter-clockwise direction across both sides of the 12-pit track: 0 → 1 → ... → 5(Pi) → 6 → ... → 11(Pa) → 0.
    Continuous Relay Sowing
    When the final Marum in hand falls into an occupied pit and the very next pit (Pit + 1) also contains Marums, Relay Sowing triggers: the player scoops up all Marums from Pit + 1 and continues distributing them uninterrupted. The chain repeats indefinitely as long as conditions hold.
    Si-kang-si vs. Nungkang
    When sowing stops because the next pit (Pit + 1) is empty: inspect Pit + 2. If Pit + 2 contains Marums, Si-kang-si occurs: capture all Marums from Pit + 2 into your private store! If both Pit + 1 and Pit + 2 are empty, it is Nungkang: turn terminates with zero points.
    Two-Marum Partition & Victory
    When total remaining board Marums drop to exactly 2 in distinct pits, the game ends instantly: 1 Marum is awarded to Player 1, and 1 to Player 2. Scoring: amassing 32 or more wins. If both amass exactly 31, it is an honorable Draw!
    Cultural Significance & Meitei Cosmology
    In traditional Meitei culture of Manipur, Marum Konbi is far more than a pastime. The 12 pits mirror the 12-year animal cycle of the Meitei calendar (Chahi 12-gi Yums), and the distribution of pebbles mirrors agricultural sowing and incubation seasons.
    Modular Arithmetic
    In Marum Konbi, players intuitively execute modulo-12 calculations to calculate continuous relay loops, predicting whether a hand will land in an occupied pit to prolong the sowing or trigger a high-value Si-kang-si capture two pits ahead.
    The Special Pits (Pi & Pa)
    With 6 seeds each while standard pits hold 5, Pi and Pa represent foundational anchors. Because they cannot initiate an opening move, players must strategically navigate around them during early play while capitalizing on them in relay loops.
    The Two-Marum Rule
    Unlike many Mancala variants where endgame play dwindles indefinitely, Marum Konbi concludes decisively when exactly two solitary pebbles remain on the board, partitioned equally 1-to-1 to reflect harmony and balance.

marum-konbi-card-summary = Marum Konbi, Manipur. "Egg incubation": twelve pits that mirror the twelve-year cycle of the Meitei calendar, and marums sown like seed in the growing season. Players reckon in twelves to keep a relay going or to strike two pits ahead.

congkak-card =
    Congkak
    The traditional Mancala game of the Malay Archipelago, widely played in Malaysia, Indonesia, Singapore, and Brunei. The word comes from the Malay congkak (to count). Congkak uses a boat-shaped wooden board with seven playing pits per side and one large rumah (house) at each end. The game is played by women and children during festive seasons and is recognised as a traditional Malay cultural game.
    Congkak — starting position
    https://engine.moddable.games/play/?game=mancala&variant=congkak
    | Item | Qty | Notes |
    |---|---|---|
    | Board | 1 | 2 rows of 7 playing pits + 1 house at each end |
    | Seeds | 98 | 7 seeds per pit (98 total); cowrie shells or marbles traditionally |
    Setup
    7 seeds in each of the 14 playing pits. Both houses start empty. Each player owns the 7 pits on their side and the house to their right.
    Rules
    Simultaneous start: Both players start sowing simultaneously from any pit of their choice. The first player whose hand meets the other’s hand (they collide in sowing) must stop and wait for the other player to finish their turn.
    Sowing direction: Counter-clockwise. Sow one seed per pit along your own row, into your house, then continue along the opponent’s row. Skip the opponent’s house.
    House: Drop one seed into your own house each pass. Do not drop seeds into the opponent’s house.
    Landing in your house: If the last seed lands in your house, pick up any pit of your choosing on your side and continue sowing (effectively a bonus turn from a new pit).
    Capture: If the last seed lands in an empty pit on your side, and the opposite pit on the opponent’s side is non-empty, capture all seeds from the opposite pit. Your sowing seed stays in your pit. Captured seeds go to your house.
    Landing in opponent’s pit: If the last seed lands in an opponent’s pit, your turn ends.
    Landing in empty own pit with no opposite seeds: Your turn ends. That pit becomes a dead pit.
    Dead Pits
    Empty pits on your side that you have triggered (last seed landed there, no capture) become dead pits. They cannot be played from on future turns. At the start of your next round, you may buy back a dead pit by paying seeds from your house equal to the number of seeds that were originally in that pit (7).
    End of Game
    The game ends when one player has no seeds on their side and cannot buy back any dead pits. Count seeds in each house.
    Winning
    The player with more seeds in their house wins. With 98 seeds total, 50 or more wins.
    Attribution
    Congkak. Traditional game, Malay Archipelago. Public domain. Source: Wikipedia (CC-BY-SA); Russ, Laurence — The Complete Mancala Games Book (1984).

congkak-card-summary = Congkak, the Malay Archipelago. From congkak, to count: a boat-shaped board with seven pits a side and a house (rumah) at each end, played in Malaysia, Indonesia, Singapore and Brunei, above all in festive seasons.
