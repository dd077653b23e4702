# Latar budaya daripada kad peraturan asal, dan ringkasannya di antara permainan kiosk.
marum-konbi-card =
    Seni Mengeram Telur dan Sambungan Tanpa Henti
    Mankala 12 lubang purba dari Manipur: semaian bersambung tanpa putus, tawanan Si-kang-si yang memerlukan ketepatan, dan pembahagian Dua Marum di akhir permainan.

    Keindahan matematik Marum Konbi
    Dikenali secara tradisi sebagai "Mengeram Telur", permainan strategi Manipuri purba ini ialah latihan aritmetik modulo, sambungan berterusan dan kitaran alam.

    Papan dan marum
    12 lubang dalam dua baris enam. Pemain 1 memegang baris bawah (lubang 0 hingga 5, dengan 5 ialah Pi). Pemain 2 memegang baris atas (lubang 6 hingga 11, dengan 11 ialah Pa). 5 marum di setiap lubang biasa dan 6 di setiap lubang istimewa (Pi dan Pa): semuanya 62 marum.

    Pi dan Pa
    Pi dan Pa tidak boleh dipilih untuk memulakan semaian. Kedua-duanya menerima marum dan turut serta dalam sambungan, tetapi tidak pernah memulakan langkah.

    Sambungan dan Si-kang-si
    Apabila marum terakhir jatuh ke lubang berisi dan lubang berikutnya juga berisi, pemain menceduk lubang berikutnya dan terus menyemai. Apabila semaian berhenti kerana lubang berikutnya kosong, lihat lubang selepasnya: jika berisi, itulah Si-kang-si dan semua marumnya ditawan; jika kedua-duanya kosong, itulah Nungkang dan giliran tamat tanpa mata.

    Makna budaya dan kosmologi Meitei
    Dalam budaya tradisional Meitei di Manipur, Marum Konbi lebih daripada hiburan. 12 lubang mencerminkan kitaran haiwan 12 tahun dalam kalendar Meitei (Chahi 12-gi Yums), dan agihan batu-batu kecil mencerminkan musim menyemai dan mengeram dalam pertanian.

    Aritmetik modulo
    Pemain mengira dalam dua belasan secara naluri untuk meneruskan sambungan, atau untuk menyerang dua lubang di hadapan dengan Si-kang-si.

    Peraturan Dua Marum
    Tidak seperti banyak permainan mankala yang akhirnya berlarutan, Marum Konbi tamat dengan tegas apabila tinggal tepat dua marum di papan, dibahagi sama rata satu seorang sebagai tanda keharmonian dan keseimbangan.

marum-konbi-card-summary = Marum Konbi, Manipur. "Mengeram telur": dua belas lubang yang mencerminkan kitaran dua belas tahun kalendar Meitei, dan marum disemai seperti benih pada musim tanam. Pemain mengira dalam dua belasan untuk meneruskan sambungan atau menyerang dua lubang di hadapan.

congkak-card =
    Congkak
    Permainan mankala tradisional Alam Melayu, dimainkan secara meluas di Malaysia, Indonesia, Singapura dan Brunei. Namanya berasal daripada perkataan Melayu congkak (mengira). Congkak menggunakan papan kayu berbentuk perahu dengan tujuh lubang permainan di setiap sisi dan sebuah rumah besar di setiap hujung. Permainan ini dimainkan oleh wanita dan kanak-kanak pada musim perayaan dan diiktiraf sebagai permainan budaya tradisional Melayu.

    Susunan
    7 biji di setiap satu daripada 14 lubang. Kedua-dua rumah bermula kosong. Setiap pemain memiliki 7 lubang di sisinya dan rumah di sebelah kanannya.

    Peraturan
    Mula serentak: kedua-dua pemain mula menyemai pada masa yang sama dari mana-mana lubang pilihan. Tangan yang bertembung dengan tangan lawan berhenti dan menunggu lawan menamatkan gilirannya.
    Arah semaian: melawan arah jam. Semai satu biji setiap lubang di baris sendiri, ke dalam rumah sendiri, kemudian terus ke baris lawan. Langkau rumah lawan.
    Jatuh di rumah sendiri: pilih mana-mana lubang di sisi sendiri dan terus menyemai.
    Tawan: jika biji terakhir jatuh ke lubang kosong di sisi sendiri dan lubang bertentangan berisi, semua biji di lubang itu ditawan ke rumah anda.
    Lubang mati: jika lubang bertentangan juga kosong, lubang anda mati. Anda boleh menebusnya kemudian dengan membayar 7 biji dari rumah.

    Tamat permainan
    Permainan tamat apabila seorang pemain tiada biji di sisinya dan tidak dapat menebus lubang mati. Pemain yang mempunyai lebih banyak biji di rumah menang: daripada 98 biji, 50 atau lebih menang.

    Sumber
    Congkak. Permainan tradisional, Alam Melayu. Domain awam. Sumber: Wikipedia (CC-BY-SA); Russ, Laurence — The Complete Mancala Games Book (1984).

congkak-card-summary = Congkak, Alam Melayu. Daripada congkak, iaitu mengira: papan berbentuk perahu dengan tujuh lubang setiap sisi dan sebuah rumah di setiap hujung, dimainkan di Malaysia, Indonesia, Singapura dan Brunei, terutamanya pada musim perayaan.
