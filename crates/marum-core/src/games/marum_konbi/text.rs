//! Marum Konbi's board in a terminal.

impl super::rules::Konbi {
    /// The board as player 1 sees it in a terminal: their row at the bottom, sown left to right.
    pub fn text_board(&self) -> String {
        let cell = |n: u8| format!("{n:>4}");
        let top: String = (6..12).rev().map(|i| cell(self.board[i])).collect();
        let bottom: String = (0..6).map(|i| cell(self.board[i])).collect();
        format!(
            "        Pa                 (player 2)\n      {top}     store {}\n      {bottom}     store {}\n                            Pi  (player 1)\n  pits   0   1   2   3   4   5",
            self.stores[1], self.stores[0]
        )
    }
}
