# The numbered rules and rulings, as docs/RULES.md has them (a test keeps them equal).
marum-konbi-rulings =
    ## Marum Konbi (Manipur, "Egg Incubation")

    Board: 12 pits in two rows of 6, numbered counter-clockwise 0..11.

               Player 2 (top row, sown right → left as seen by player 1)
            11(Pa)  10    9    8    7    6
             0      1     2    3    4    5(Pi)
               Player 1 (bottom row, sown left → right)

    MK1  Setup: 5 marums in each of the 10 ordinary pits, 6 in Pi (pit 5) and 6 in Pa (pit 11): 62 in all.
         Each player also has a private store, off the board, starting at 0.
    MK2  A coin toss decides who moves first. Turns then alternate.
    MK3  A move: the mover picks an occupied pit in their own row, **never Pi or Pa** (player 1: pits 0–4,
         player 2: pits 6–10), scoops all of it, and sows one marum into each following pit,
         counter-clockwise (… 11 → 0 …), across both rows. The origin pit is **not** skipped on a lap
         of 12 or more (R).
    MK4  Relay: when the last marum in hand falls into a pit that was already occupied (it now holds 2 or
         more) **and** the next pit (pit+1) holds marums, the mover scoops all of pit+1 and keeps sowing
         from pit+2. This repeats as long as the condition holds.
    MK5  Si-kang-si: when sowing stops with pit+1 empty, look at pit+2 (any row, Pi/Pa included):
         if it holds marums, the mover captures all of them into their store. The turn ends (R).
    MK6  Nungkang: pit+1 and pit+2 both empty — the turn ends with nothing captured.
    MK7  Quiet stop (R): the last marum falls into an **empty** pit while pit+1 holds marums — no relay
         (MK4 needs an occupied pit), no capture; the turn ends.
    MK8  Endless relay guard (R): if, during one move, a relay would start from a board and pit that
         already occurred earlier in the same move, sowing stops there; the turn ends with nothing captured.
    MK9  Two-Marum partition: if after a move exactly 2 marums remain on the board and they lie in two
         different pits, the game ends at once: 1 marum goes to each player's store.
    MK10 No move (R): if the player due to move has no legal move (MK3), the opponent moves instead; if
         neither player has a legal move, the game ends and each player collects the marums left in their
         own row (player 1: pits 0–5, player 2: pits 6–11) into their store.
    MK11 Repetition (R): if the same position (board, both stores, player to move) occurs for the third
         time at the start of a turn, the game ends as in MK10.
    MK12 Result: 32 or more marums wins; 31–31 is a draw. (Totals always add to 62.)

    OPT-MK-relay = "next-pit" (traditional, after the 2025 Sangai Express description): the relay of MK4
         happens whenever pit+1 holds marums, whether or not the last pit was occupied. MK7 then never
         happens; MK8 matters (endless relays do occur under this option).

congkak-rulings =
    ## Congkak (Malay Archipelago)

    Board: two rows of 7 pits and a house (rumah) at each end. Positions are numbered counter-clockwise
    0..15; pits 0–6 and house 7 belong to player 1, pits 8–14 and house 15 to player 2.

                15(house P2)  14  13  12  11  10   9   8
                               0   1   2   3   4   5   6   7(house P1)
    The pit opposite pit i is pit 14 − i (0↔14, 6↔8).

    CK1  Setup: 7 seeds in each of the 14 pits (98); both houses empty.
    CK2  Sowing: one seed per position, counter-clockwise, along your row, into **your** house, along the
         opponent's row; the opponent's house is skipped. Dead pits (CK7) are skipped by both players (R).
         The origin pit is not skipped on a lap (R).
    CK3  Where the last seed lands:
         a. your own house: choose any non-empty live pit of your row, scoop it and keep sowing (same
            turn). If you have none, the turn ends.
         b. an opponent's pit: your turn ends (whether or not that pit held seeds).
         c. an occupied pit of your own row (it now holds 2+): relay (R, traditional) — scoop all of it
            and keep sowing.
         d. an empty pit of your own row, and the opposite pit holds seeds (a dead pit's too): capture the
            opposite pit's seeds into your house; your sowing seed stays where it fell. The turn ends.
         e. an empty pit of your own row, opposite pit empty: the turn ends and this pit becomes **dead**,
            keeping the one seed in it.
    CK4  Simultaneous opening: the first move is made by both players at once — each secretly picks a
         pit of their row (nothing moves until both have chosen), then both hands scoop and sow together
         in lock-step, one seed per tick each. A coin toss at the start gives one player **priority**.
         - Meetings are judged at the start of each tick (R), from where both hands are and where each
           would step next at that moment: a hand that would step into the position where the other
           hand is meets it; if both would step into the same position, the non-priority hand is the one
           that meets. The hand that meets stops, holding its seeds, and waits until the other player's
           turn is over (CK3 endings), then resumes from where it stopped.
         - Then the hands that move act one after the other, the priority player's first; each steps to
           its next position as the board stands when it acts (a pit the other hand has just killed is
           skipped) and resolves its landing at once.
         - Decisions during the opening (CK3a) are made after the tick and pause both hands until made.
           If, by the end of the tick, the player due to pick has no non-empty live pit left (the other
           hand captured it), that hand's turn is over instead.
         - When both players' opening turns are over, normal alternate turns begin with the player who
           finished first (fewest ticks); if both finished on the same tick, the priority player.
    CK5  Normal turns: the player to move picks a non-empty live pit of their row and sows (CK2–CK3).
    CK6  Buy-back: at the start of a normal turn, before sowing, the player may buy back **one** of their
         dead pits by paying 7 seeds from their house; the 7 seeds go into that pit, which is live again.
         A player with no seeds in their live pits must buy back if they can.
    CK7  Dead pits cannot be chosen to sow from and are skipped in sowing (R).
    CK8  End: after the opening and after every turn, if either player has no seeds in their live pits and
         cannot buy back (no dead pit, or fewer than 7 seeds in the house), the game ends. Every seed left
         on the board (live or dead pits) goes to the house of the row it lies in (R).
    CK9  Repetition (R): a position (board, dead pits, player to move) seen for the third time at a turn
         start ends the game as in CK8.
    CK10 Result: 50 or more seeds in your house wins; 49–49 is a draw.

    OPT-CK-relay-opponent = true (traditional): in CK3b, an occupied opponent pit (now 2+) is a relay
         like CK3c; only an empty opponent pit ends the turn.
