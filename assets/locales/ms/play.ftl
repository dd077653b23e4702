# Skrin permainan: nama, baris status, panel pemain, nama lubang untuk pembaca skrin.
player-default = Pemain { $number }
# The one person playing the computer, without a name of their own.
player-you = Anda
player-computer = Komputer ({ $level })
player-computer-numbered = Komputer { $number } ({ $level })
level-beginner = permulaan
level-easy = mudah
level-medium = sederhana
level-hard = sukar
level-master = pakar
status-over = Permainan sudah tamat.
status-sowing = Sedang menyemai…
status-sowing-hurry = Sedang menyemai… sentuh papan untuk mempercepatkannya.
status-sowing-hurried = Menyemai dengan lebih pantas…
status-thinking = { $name } sedang berfikir…
status-secret-both = Pembukaan: kedua-dua pemain memilih satu lubang di baris masing-masing, secara rahsia.
status-secret-one = { $chosen } sudah memilih; { $name } memilih satu lubang (pilihan itu tetap tersembunyi).
status-together = Kedua-dua tangan menyemai serentak…
status-together-hurry = Kedua-dua tangan menyemai serentak… sentuh papan untuk mempercepatkannya.
status-house-both = Kedua-dua tangan sampai ke rumah: setiap pemain memilih lubang untuk terus menyemai.
status-house-one = Tangan { $name } sampai ke rumah: { $you ->
    [yes] pilih
   *[other] { $name } memilih
} lubang untuk terus menyemai.
status-choose-or-buy = { $you ->
    [yes] Giliran Anda
   *[other] { $name }
}: pilih satu lubang, atau tebus lubang mati dengan { $price }.
status-buy = { $you ->
    [yes] Giliran Anda
   *[other] { $name }
}: tebus satu lubang mati ({ $price } biji).
status-choose = { $you ->
    [yes] Giliran Anda: pilih satu lubang di baris Anda.
   *[other] { $name }: pilih satu lubang di baris anda.
}
status-paused = Dijeda
status-replay = { $at ->
        [0] Tayangan semula: sebelum langkah pertama daripada { $total }
       *[other] Tayangan semula: langkah { $at } daripada { $total }
    }
paused-heading = Dijeda
paused-saved = Permainan anda disimpan dan boleh disambung dari skrin utama.
store-holds = { $count } dalam { $store }
timeline-heading = Garis masa
timeline-now = Kini:
place-pit = Lubang { $pit }
place-pi = Pi, lubang { $pit }
place-pa = Pa, lubang { $pit }
place-store = { $store } { $name }
place-yours = boleh anda pilih
place-dead = mati
place-label = { $place }, { $seeds }
place-label-status = { $place }, { $seeds }, { $status }
