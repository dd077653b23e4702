# How to play, in short steps for someone who never has.
marum-konbi-how-to-play =
    1. The board has 12 pits in two rows. Yours is the row ringed in teal (the bottom row, or the left one on a tall screen); Pi (pit 5) and Pa (pit 11) are the larger pits. Each holds 5 marums (seeds), Pi and Pa 6: 62 in all.

    2. On your turn, tap a pit of your row — never Pi. The hand scoops all its marums and drops one into each pit after it, counter-clockwise round both rows.

    3. Relay: if the last marum falls on a heap and the next pit holds marums, the hand scoops that next pit and sows on. Relays can run a long way: tap the board to hurry the hand.

    4. Si-kang-si: when sowing stops before an empty pit, the pit after it is captured into your store. Two empty pits ahead is Nungkang: the turn ends with nothing.

    5. When only two marums are left, in two pits, each player gets one (the Two-Marum partition). 32 or more wins; 31–31 is a draw.

congkak-how-to-play =
    1. The boat-shaped board has 7 pits a side and a house (rumah) at each end: yours is on your right. Each pit holds 7 seeds: 98 in all.

    2. The first move is made by both players at once: each chooses a pit in secret, then both hands sow together. A hand that runs into the other stops and waits.

    3. Sow one seed per pit counter-clockwise, into your own house but never the opponent's. Last seed in your house: choose another pit and sow again. On a heap in your row: scoop it and sow on.

    4. Last seed in an empty pit of your row: capture the seeds opposite into your house. If the opposite pit is empty too, your pit dies and is skipped from then on; you may buy it back later for 7 seeds.

    5. When a player has no seeds left to sow and cannot buy back, the rest go to their row's house. 50 or more wins; 49–49 is a draw.
