# Kata-kata garis masa: apa yang dilakukan setiap giliran, dalam satu baris.
note-buy-back = tebus
note-partition = pembahagian Dua Marum
note-nungkang = Nungkang
note-quiet-stop = berhenti senyap
note-endless-relay = sambungan tanpa henti
note-house-bonus = bonus rumah
note-dead-pit = lubang mati
note-hands-meet = tangan bertembung
note-passes = lepas giliran
note-resumes = sambung semula
note-repetition = ulangan
timeline-pits = lubang { $pits }
timeline-relays = { $count } sambungan
