# Apa yang dilakukan oleh sesuatu keputusan, untuk petunjuk dan ulasan.
decision-sow = lubang { $pit }
decision-buy = menebus lubang { $pit }
does-impossible = tidak boleh dimainkan di sini
does-nothing = menyemai tanpa mengambil { $seeds }
does-sows = menyemai
list-and = { $rest } dan { $last }
clause-relays = { $count ->
    [one] menyambung sekali
   *[other] menyambung { $count } kali
}
clause-takes = mengambil { $seeds } melalui { $capture }
clause-drops = memasukkan { $count } ke dalam { $store }
clause-nungkang = berakhir dengan Nungkang
clause-quiet-stop = berakhir dengan berhenti senyap
clause-endless-relay = akan menyambung tanpa henti lalu berhenti
clause-house-bonus = berakhir di rumah untuk satu pilihan lagi
clause-dead-pit = meninggalkan lubang mati
clause-buy-back = membuka semula lubang mati dengan { $price } biji
clause-partition = menamatkan permainan dengan pembahagian Dua Marum
clause-repetition = mengulang sesuatu kedudukan kali ketiga
clause-ends-game = menamatkan permainan
why-secret = { $best } ialah pilihan rahsia yang lebih baik: apa pun pilihan lawan, ia menyimpan kira-kira { $more ->
    [1] satu { $seed }
   *[other] { $more } { $seeds }
} lagi menjelang akhir.
why-same = { $played } { $does }, sama seperti { $best }, tetapi { $best } menyimpan kira-kira { $more ->
    [1] satu { $seed }
   *[other] { $more } { $seeds }
} lagi menjelang akhir.
why-different = { $best } { $good }; { $played } { $bad }.
hint-sentence = Cuba { $decision }: ia { $reason }.
hint-secret = Cuba { $decision }: apa pun pilihan pemain lawan, ia memberi anda kedudukan terbaik.
move-preview = Jika dipilih, ia { $does }.
hint-later = { $does } sekarang, tetapi nampak terbaik beberapa giliran kemudian
better-sentence = { $decision } lebih baik: ia { $reason }.
better-later = { $decision } lebih baik: ia menyimpan kira-kira { $more ->
    [1] satu { $seed }
   *[other] { $more } { $seeds }
} lagi menjelang akhir.
better-secret = { $decision } ialah pilihan rahsia yang lebih baik: apa pun pilihan lawan, ia menyimpan kira-kira { $more ->
    [1] satu { $seed }
   *[other] { $more } { $seeds }
} lagi menjelang akhir.
class-best = langkah terbaik
class-good = langkah yang baik
class-inaccuracy = langkah kurang tepat
class-mistake = satu kesilapan
class-blunder = kesilapan besar
review-next = Seterusnya: { $name } memainkan { $played }, { $class }.
review-next-lost = Seterusnya: { $name } memainkan { $played }, { $class } ({ $lost } hilang). { $why }
review-progress = Mengulas… { $done } daripada { $total } keputusan ditimbang
review-level = seimbang
review-ahead = { $name } mendahului kira-kira { $margin }
review-line = Ulasan · di sini: { $standing } · ketepatan: { $first } · { $second }
review-end = Penghujung permainan.
review-mark = Keputusan { $number }: { $name } memainkan { $played }, { $class }
coach-warning = Awas: { $played } ialah { $class } ({ $lost } hilang). { $better } Tekan Buat asal untuk menariknya balik.
