//! Congkak's board in a terminal.

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
