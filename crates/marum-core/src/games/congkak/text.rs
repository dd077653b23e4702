//! Congkak's longer texts.

pub const HOW_TO_PLAY: &str = "1. The boat-shaped board has 7 pits a side and a house (rumah) at each end: yours is on your right. Each pit holds 7 seeds: 98 in all.\n\n\
2. The first move is made by both players at once: each chooses a pit in secret, then both hands sow together. A hand that runs into the other stops and waits.\n\n\
3. Sow one seed per pit counter-clockwise, into your own house but never the opponent's. Last seed in your house: choose another pit and sow again. On a heap in your row: scoop it and sow on.\n\n\
4. Last seed in an empty pit of your row: capture the seeds opposite into your house. If the opposite pit is empty too, your pit dies and is skipped from then on; you may buy it back later for 7 seeds.\n\n\
5. When a player has no seeds left to sow and cannot buy back, the rest go to their row's house. 50 or more wins; 49–49 is a draw.";

pub const CARD_SUMMARY: &str = concat!(
    "Congkak, the Malay Archipelago. From congkak, to count: a boat-shaped board with ",
    "seven pits a side and a house (rumah) at each end, played in Malaysia, Indonesia, ",
    "Singapore and Brunei, above all in festive seasons."
);

impl super::rules::Congkak {
    /// The board as player 1 sees it in a terminal: their row at the bottom, sown left to right,
    /// dead pits marked.
    pub fn text_board(&self) -> String {
        let cell = |i: usize| {
            let n = self.board[i];
            if self.is_dead(i) {
                format!("{n:>3}x")
            } else {
                format!("{n:>4}")
            }
        };
        let top: String = (8..15).rev().map(cell).collect();
        let bottom: String = (0..7).map(cell).collect();
        let [h1, h2] = self.houses();
        format!(
            "  pits  14  13  12  11  10   9   8   (player 2)\n{h2:>4} {top}\n     {bottom} {h1:>4}\n  pits   0   1   2   3   4   5   6   (player 1)   x = dead pit\n  in hand: {}",
            self.in_hand()
        )
    }
}
