//! Marum Konbi's longer texts.

pub const HOW_TO_PLAY: &str = "1. The board has 12 pits in two rows. Yours is the bottom row; Pi (pit 5) and Pa (pit 11) are the larger pits. Each holds 5 marums (seeds), Pi and Pa 6: 62 in all.\n\n\
2. On your turn, tap a pit of your row — never Pi. The hand scoops all its marums and drops one into each pit after it, counter-clockwise round both rows.\n\n\
3. Relay: if the last marum falls on a heap and the next pit holds marums, the hand scoops that next pit and sows on. Relays can run a long way.\n\n\
4. Si-kang-si: when sowing stops before an empty pit, the pit after it is captured into your store. Two empty pits ahead is Nungkang: the turn ends with nothing.\n\n\
5. When only two marums are left, in two pits, each player gets one (the Two-Marum partition). 32 or more wins; 31–31 is a draw.";

pub const CARD_SUMMARY: &str = concat!(
    "Marum Konbi, Manipur. \"Egg incubation\": twelve pits that mirror the twelve-year ",
    "cycle of the Meitei calendar, and marums sown like seed in the growing season. ",
    "Players reckon in twelves to keep a relay going or to strike two pits ahead."
);

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
