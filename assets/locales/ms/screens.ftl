# Menu, tetapan, lambungan syiling, skrin peraturan dan notis.
menu-game = Permainan
menu-players = Pemain
menu-against-computer = Lawan komputer
menu-two-players = Dua pemain
menu-exhibition = Pameran
menu-computer = Komputer
menu-keys = Anak panah bergerak, Enter memilih, Esc kembali
menu-keys-gamepad = Anak panah atau pad arah bergerak, Enter atau A memilih, Esc atau B kembali
level-about-beginner = Permulaan melihat satu keputusan ke hadapan dan memilih separuh daripada keputusannya secara rawak.
level-about-easy = Mudah melihat dua keputusan ke hadapan dan memilih satu daripada lima keputusan secara rawak.
level-about-medium = Sederhana melihat tiga keputusan ke hadapan, menimbang biji yang tinggal di setiap baris, dan memilih satu daripada dua puluh keputusan secara rawak.
level-about-hard = Sukar melihat hingga lapan keputusan ke hadapan, sepertiga saat setiap satu, dan tidak pernah memilih secara rawak.
level-about-master = Pakar berfikir hingga satu saat bagi setiap keputusan, bermain akhir permainan yang kecil dengan sempurna, dan mempelajari cara lawannya bermain.
tally-standing = { $won } menang · { $drawn } seri · { $lost } kalah
tally-against = Permainan anda menentang { $level } dalam { $game }: { $standing }.
tally-yours = Permainan anda: { $standing }.
tally-none = Anda belum pernah bermain menentang { $level } dalam { $game }.
tally-streak = { $count } kemenangan berturut-turut.
tally-ready = { $count } kemenangan berturut-turut: sedia untuk { $next }?
tally-play-next = Main lawan { $level }
marum-konbi-toss-question = Siapa bermula dahulu?
marum-konbi-toss-outcome = { $name } bermula dahulu.
congkak-toss-question = Siapa mendapat keutamaan?
congkak-toss-outcome = { $name } mendapat keutamaan: jika kedua-dua tangan hendak masuk ke lubang yang sama, tangan yang satu lagi berhenti.
rules-heading = Cara bermain
settings-heading = Tetapan
settings-section-screen = Skrin
settings-section-players = Pemain
settings-section-sound = Bunyi
settings-section-play = Permainan
settings-speed = Kelajuan animasi
settings-volume = Kelantangan
settings-effects = Kesan bunyi
settings-music = Muzik
settings-mute = Senyap (M)
settings-mk-relay = Sambungan Marum Konbi
settings-ck-relay = Congkak: sambung di baris lawan
settings-explain = Terangkan setiap peristiwa
settings-preview-moves = Pratonton setiap langkah
settings-coach = Tunjukkan kesilapan saya
settings-reduced-motion = Kurangkan gerakan
settings-full-screen = Skrin penuh
settings-graphics = Grafik
settings-language = Bahasa
settings-text-size = Saiz teks
settings-high-contrast = Kontras tinggi
settings-name = Nama { $player }
settings-footer = Pilihan peraturan berkuat kuasa untuk permainan baharu. Taip nama, kemudian Enter.
settings-footer-kiosk = Pilihan peraturan berkuat kuasa untuk permainan baharu.
settings-on = hidup
settings-off = mati
settings-mk-relay-card = kad peraturan (MK4)
settings-mk-relay-next-pit = setiap kali lubang berikutnya berisi
graphics-low = Rendah
graphics-medium = Sederhana
graphics-high = Tinggi
notice-hint-not-your-turn = Petunjuk hanya untuk giliran anda.
notice-hint-looking = Mencari lubang yang baik…
notice-restart-again = Tekan { $button } sekali lagi untuk memulakan permainan ini dari awal: langkah-langkahnya akan hilang.
notice-last-move = Itulah langkah terakhir permainan.
notice-saved-to = Disimpan di { $path }
notice-not-saved = Rekod tidak dapat disimpan: { $error }
error-undo-computer-only = Buat asal hanya untuk permainan melawan komputer.
error-undo-nothing = Tiada giliran anda yang lebih awal untuk dikembalikan.
error-redo-nothing = Tiada apa-apa untuk dibuat semula.
error-no-game = Tiada permainan yang sedang berlangsung.
rules-reference = Peraturan bernombor dan ketetapan yang diikuti oleh permainan ini (terjemahan docs/RULES.md):
rules-pit-numbers = Nombor setiap lubang tertera pada tanda kecil di luar bilangan bijinya: petunjuk, garis masa, ulasan dan peraturan menyebut lubang dengan nombor itu.
rules-controls =
    Pilih lubang dengan mengklik atau menyentuhnya di baris anda. Lubang yang boleh dipilih bercahaya; lubang yang tidak boleh dipilih memberitahu sebabnya. Letakkan penunjuk pada lubang, atau tahan jari padanya seketika, untuk melihat kesan memilihnya: lubang yang akan diambil bijinya menyala. Jari yang diangkat di atas lubang itu memilihnya; jika digeser keluar dahulu, tiada yang dipilih.

    Dengan papan kekunci, Tab atau kekunci anak panah sampai dahulu ke lubang yang boleh anda pilih, kemudian ke butang: lubang yang dicapai menyala, bersama lubang yang akan diambil bijinya, keterangan di sebelahnya memberitahu kesan memilihnya, dan Enter memilihnya. Kekunci 1–{ $keys } juga memilih lubang baris anda mengikut urutan semaian, walau apa pun nombor pada tandanya: lubang { $first-one }–{ $last-one } bagi Pemain 1, lubang { $first-two }–{ $last-two } bagi Pemain 2.

    Semasa biji bergerak, ketukan di mana-mana pada papan, atau kekunci sebuah lubang, memainkan baki langkah itu empat kali lebih pantas.

    Dalam permainan, H meminta petunjuk. Menentang komputer, Ctrl+Z membatalkan keputusan terakhir anda, dan Ctrl+Y atau Ctrl+Shift+Z memainkannya semula.

    Semasa tayang semula, Page Down atau kekunci . menunjukkan langkah seterusnya dan Page Up atau kekunci , langkah sebelumnya; Home dan End pergi ke permulaan dan ke penghujung; P memainkan langkah-langkahnya dengan sendiri, atau menjedanya.

    Di mana-mana, kekunci anak panah atau Tab beralih dari butang ke butang, Enter atau Space menekan butang yang dipilih, Esc kembali atau menjeda permainan (dan pada kad jeda menyambungnya semula), M mematikan atau menghidupkan bunyi, dan roda tetikus atau Page Up dan Page Down menatal halaman panjang seperti ini.

    Pad permainan bermain seperti papan kekunci: pad arah atau batang kiri beralih seperti kekunci anak panah, A memilih atau menekan seperti Enter, B atau Start kembali atau menjeda seperti Esc, Y meminta petunjuk, butang bahu melangkah ke belakang dan ke hadapan dalam tayang semula serta menatal halaman panjang seperti Page Up dan Page Down, dan Back (atau Select) mematikan atau menghidupkan bunyi.
rules-on-the-board = Di papan: { $sentence }
rule-game-over = Permainan sudah tamat.
rule-not-your-turn = Bukan giliran { $name } untuk membuat keputusan.
rule-already-chose = { $name } sudah memilih lubang pembukaan.
rule-not-your-pit = Lubang { $pit } bukan di baris { $name }.
rule-no-such-pit = Tiada lubang { $pit } di papan ini.
rule-empty-pit = Lubang { $pit } kosong.
rule-special-pit = Lubang { $pit } ialah Pi atau Pa, yang tidak boleh memulakan langkah.
rule-dead-pit = Lubang { $pit } mati dan tidak boleh disemai.
rule-not-dead = Lubang { $pit } tidak mati, jadi tidak boleh ditebus.
rule-buy-not-now = Lubang mati hanya boleh ditebus sekali, pada permulaan giliran biasa.
rule-cannot-afford = Menebus lubang memerlukan 7 biji dari rumah.
rule-no-buying-back = Permainan ini tiada tebusan lubang: pilih lubang baris anda untuk disemai.
