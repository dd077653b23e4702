# Cara bermain, dalam langkah ringkas untuk sesiapa yang belum pernah bermain.
marum-konbi-how-to-play =
    1. Papan ini mempunyai 12 lubang dalam dua baris. Baris anda ialah baris bercincin hijau kebiruan (baris bawah, atau baris kiri pada skrin tegak); Pi (lubang 5) dan Pa (lubang 11) ialah lubang yang lebih besar. Setiap lubang berisi 5 marum (biji), Pi dan Pa 6: semuanya 62.

    2. Pada giliran anda, sentuh satu lubang di baris anda — bukan Pi. Tangan menceduk semua marumnya dan menjatuhkan satu ke dalam setiap lubang berikutnya, melawan arah jam mengelilingi kedua-dua baris.

    3. Sambung: jika marum terakhir jatuh ke atas timbunan dan lubang berikutnya berisi marum, tangan menceduk lubang itu dan terus menyemai. Sambungan boleh berlanjutan jauh: sentuh papan untuk mempercepatkan tangan.

    4. Si-kang-si: apabila semaian berhenti di hadapan lubang kosong, lubang selepasnya ditawan ke dalam simpanan anda. Dua lubang kosong di hadapan ialah Nungkang: giliran tamat tanpa apa-apa.

    5. Apabila tinggal dua marum sahaja, dalam dua lubang, setiap pemain mendapat satu (pembahagian Dua Marum). 32 atau lebih menang; 31–31 seri.

congkak-how-to-play =
    1. Papan berbentuk perahu ini mempunyai 7 lubang setiap sisi dan sebuah rumah di setiap hujung: rumah anda di sebelah kanan. Setiap lubang berisi 7 biji: semuanya 98.

    2. Langkah pertama dibuat oleh kedua-dua pemain serentak: masing-masing memilih satu lubang secara rahsia, kemudian kedua-dua tangan menyemai bersama. Tangan yang terlanggar tangan lawan berhenti dan menunggu.

    3. Semai satu biji bagi setiap lubang melawan arah jam, masuk ke rumah sendiri tetapi tidak ke rumah lawan. Biji terakhir di rumah sendiri: pilih lubang lain dan semai lagi. Di atas timbunan di baris sendiri: ceduk dan terus menyemai.

    4. Biji terakhir di lubang kosong baris sendiri: tawan biji di seberang ke dalam rumah anda. Jika lubang seberang juga kosong, lubang anda mati dan dilangkau selepas itu; anda boleh menebusnya kemudian dengan 7 biji.

    5. Apabila seorang pemain tiada biji untuk disemai dan tidak dapat menebus, baki biji masuk ke rumah baris masing-masing. 50 atau lebih menang; 49–49 seri.
