# Peraturan bernombor dan ketetapan, terjemahan docs/RULES.md.
marum-konbi-rulings =
    ## Marum Konbi (Manipur, "Mengeram Telur")

    Papan: 12 lubang dalam dua baris 6, bernombor melawan arah jam 0..11.

               Pemain 2 (baris atas, disemai kanan → kiri seperti dilihat pemain 1)
            11(Pa)  10    9    8    7    6
             0      1     2    3    4    5(Pi)
               Pemain 1 (baris bawah, disemai kiri → kanan)

    MK1  Susunan: 5 marum dalam setiap satu daripada 10 lubang biasa, 6 dalam Pi (lubang 5) dan 6 dalam
         Pa (lubang 11): semuanya 62. Setiap pemain juga mempunyai simpanan peribadi di luar papan,
         bermula dengan 0.
    MK2  Lambungan syiling menentukan siapa bermula. Selepas itu giliran berselang-seli.
    MK3  Satu langkah: pemain memilih lubang berisi di baris sendiri, **tidak pernah Pi atau Pa** (pemain 1:
         lubang 0–4, pemain 2: lubang 6–10), menceduk semuanya, dan menyemai satu marum ke dalam setiap
         lubang berikutnya, melawan arah jam (… 11 → 0 …), merentasi kedua-dua baris. Lubang asal **tidak**
         dilangkau pada pusingan 12 atau lebih (R).
    MK4  Sambung: apabila marum terakhir di tangan jatuh ke lubang yang sudah berisi (kini 2 atau lebih) **dan**
         lubang berikutnya (lubang+1) berisi marum, pemain menceduk semua isi lubang+1 dan terus
         menyemai dari lubang+2. Ini berulang selagi syaratnya dipenuhi.
    MK5  Si-kang-si: apabila semaian berhenti dengan lubang+1 kosong, lihat lubang+2 (mana-mana baris,
         termasuk Pi/Pa): jika berisi, pemain menawan semua marumnya ke dalam simpanannya. Giliran tamat (R).
    MK6  Nungkang: lubang+1 dan lubang+2 kedua-duanya kosong — giliran tamat tanpa tawanan.
    MK7  Berhenti senyap (R): marum terakhir jatuh ke lubang **kosong** sedangkan lubang+1 berisi — tiada
         sambungan (MK4 memerlukan lubang berisi), tiada tawanan; giliran tamat.
    MK8  Kawalan sambungan tanpa henti (R): jika dalam satu langkah sambungan akan bermula dari papan dan
         lubang yang sama seperti sebelumnya dalam langkah itu, semaian berhenti di situ; giliran tamat
         tanpa tawanan.
    MK9  Pembahagian Dua Marum: jika selepas satu langkah tinggal tepat 2 marum di papan dalam dua lubang
         berbeza, permainan tamat serta-merta: 1 marum masuk ke simpanan setiap pemain.
    MK10 Tiada langkah (R): jika pemain yang bergilir tiada langkah sah (MK3), lawan bermain; jika kedua-dua
         pemain tiada langkah sah, permainan tamat dan setiap pemain mengumpul marum yang tinggal di baris
         sendiri (pemain 1: lubang 0–5, pemain 2: lubang 6–11) ke dalam simpanannya.
    MK11 Ulangan (R): jika kedudukan yang sama (papan, kedua-dua simpanan, pemain yang bergilir) berlaku
         kali ketiga pada permulaan giliran, permainan tamat seperti MK10.
    MK12 Keputusan: 32 marum atau lebih menang; 31–31 seri. (Jumlahnya sentiasa 62.)

    OPT-MK-relay = "next-pit" (tradisional, menurut huraian Sangai Express 2025): sambungan MK4 berlaku
         setiap kali lubang+1 berisi, sama ada lubang terakhir berisi atau tidak. MK7 tidak pernah berlaku;
         MK8 penting (sambungan tanpa henti memang berlaku dengan pilihan ini).

congkak-rulings =
    ## Congkak (Alam Melayu)

    Papan: dua baris 7 lubang dan sebuah rumah di setiap hujung. Kedudukan bernombor melawan arah jam
    0..15; lubang 0–6 dan rumah 7 milik pemain 1, lubang 8–14 dan rumah 15 milik pemain 2.

                15(rumah P2)  14  13  12  11  10   9   8
                               0   1   2   3   4   5   6   7(rumah P1)
    Lubang bertentangan dengan lubang i ialah lubang 14 − i (0↔14, 6↔8).

    CK1  Susunan: 7 biji dalam setiap satu daripada 14 lubang (98); kedua-dua rumah kosong.
    CK2  Menyemai: satu biji setiap kedudukan, melawan arah jam, sepanjang baris sendiri, ke dalam rumah **sendiri**,
         sepanjang baris lawan; rumah lawan dilangkau. Lubang mati (CK7) dilangkau oleh
         kedua-dua pemain (R). Lubang asal tidak dilangkau pada satu pusingan (R).
    CK3  Di mana biji terakhir jatuh:
         a. rumah sendiri: pilih mana-mana lubang hidup yang berisi di baris sendiri, ceduk dan terus
            menyemai (giliran yang sama). Jika tiada, giliran tamat.
         b. lubang lawan: giliran tamat (sama ada lubang itu berisi atau tidak).
         c. lubang berisi di baris sendiri (kini 2+): sambung (R, tradisional) — ceduk semuanya dan terus
            menyemai.
         d. lubang kosong di baris sendiri, dan lubang bertentangan berisi (termasuk lubang mati): tawan
            biji lubang bertentangan ke dalam rumah sendiri; biji semaian kekal di tempat jatuhnya.
            Giliran tamat.
         e. lubang kosong di baris sendiri, lubang bertentangan kosong: giliran tamat dan lubang ini
            menjadi **mati**, menyimpan satu biji di dalamnya.
    CK4  Pembukaan serentak: langkah pertama dibuat oleh kedua-dua pemain serentak — masing-masing memilih
         satu lubang di barisnya secara rahsia (tiada apa bergerak sehingga kedua-duanya memilih), kemudian
         kedua-dua tangan menceduk dan menyemai bersama seiring, satu biji setiap detik. Lambungan syiling
         pada permulaan memberi seorang pemain **keutamaan**.
         - Pertembungan dinilai pada permulaan setiap detik (R), dari kedudukan kedua-dua tangan dan ke
           mana setiap satu akan melangkah seterusnya: tangan yang akan melangkah ke kedudukan tangan yang
           lain bertembung dengannya; jika kedua-duanya akan melangkah ke kedudukan yang sama, tangan tanpa
           keutamaan yang bertembung. Tangan yang bertembung berhenti, memegang bijinya, dan menunggu
           sehingga giliran pemain lain tamat (pengakhiran CK3), kemudian menyambung dari tempat ia berhenti.
         - Kemudian tangan yang bergerak bertindak satu demi satu, tangan pemain berkeutamaan dahulu;
           setiap satu melangkah ke kedudukan seterusnya mengikut keadaan papan ketika ia bertindak (lubang
           yang baru dimatikan oleh tangan lain dilangkau) dan menyelesaikan pendaratannya serta-merta.
         - Pilihan semasa pembukaan (CK3a) dibuat selepas detik itu dan menjeda kedua-dua tangan sehingga
           dibuat. Jika pada akhir detik pemain yang perlu memilih tiada lagi lubang hidup yang berisi
           (tangan lain telah menawannya), giliran tangan itu tamat.
         - Apabila giliran pembukaan kedua-dua pemain tamat, giliran biasa berselang-seli bermula dengan
           pemain yang selesai dahulu (detik paling sedikit); jika kedua-duanya selesai pada detik yang
           sama, pemain berkeutamaan.
    CK5  Giliran biasa: pemain yang bergilir memilih lubang hidup yang berisi di barisnya dan menyemai
         (CK2–CK3).
    CK6  Tebus: pada permulaan giliran biasa, sebelum menyemai, pemain boleh menebus **satu** lubang
         matinya dengan membayar 7 biji dari rumahnya; 7 biji itu masuk ke lubang tersebut, yang hidup
         semula. Pemain yang tiada biji di lubang hidupnya mesti menebus jika boleh.
    CK7  Lubang mati tidak boleh dipilih untuk menyemai dan dilangkau semasa menyemai (R).
    CK8  Tamat: selepas pembukaan dan selepas setiap giliran, jika mana-mana pemain tiada biji di lubang
         hidupnya dan tidak dapat menebus (tiada lubang mati, atau kurang daripada 7 biji di rumah),
         permainan tamat. Setiap biji yang tinggal di papan (lubang hidup atau mati) masuk ke rumah baris
         tempat ia berada (R).
    CK9  Ulangan (R): kedudukan (papan, lubang mati, pemain yang bergilir) yang dilihat kali ketiga pada
         permulaan giliran menamatkan permainan seperti CK8.
    CK10 Keputusan: 50 biji atau lebih di rumah sendiri menang; 49–49 seri.

    OPT-CK-relay-opponent = true (tradisional): dalam CK3b, lubang lawan yang berisi (kini 2+) ialah
         sambungan seperti CK3c; hanya lubang lawan yang kosong menamatkan giliran.
