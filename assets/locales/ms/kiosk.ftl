# Kata-kata kiosk kepada pengunjung.
kiosk-invitation = Sentuh skrin untuk bermain
kiosk-still-there = Masih di sini? Sentuh skrin untuk terus bermain. Kembali dalam { $seconds }…
kiosk-resting-until-open = Marum sedang berehat sehingga pameran dibuka. Sentuh skrin untuk mengejutkannya.
kiosk-resting = Marum sedang berehat. Sentuh skrin untuk mengejutkannya.
title-games = Marum Konbi dari Manipur · Congkak dari Alam Melayu
