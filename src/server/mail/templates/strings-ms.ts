import { term } from '../../../shared/glossary.ts';
import type { MailStrings } from './strings.ts';

export const msStrings: MailStrings = {
  htmlLang: 'ms',
  greeting: (name) => `Kepada ${name},`,
  email: 'E-mel',
  phone: 'Telefon',
  location: 'Alamat',
  ssmNumber: 'No. pendaftaran SSM',
  signOff: 'Salam mesra,\nPasukan Taproom',

  orderSubject: (reference) => `Kami telah menerima pesanan anda ${reference}`,
  orderHeading: 'Terima kasih atas pesanan anda!',
  orderIntro: 'Kami telah menerima pertanyaan pesanan anda. Tiada bayaran diambil lagi.',
  brewerWillContact:
    'Pembancuh utama akan menghubungi anda dalam masa 24 jam untuk mengesahkan pesanan, mengatur bayaran dan menjadualkan penghantaran.',
  reference: 'Rujukan pesanan',
  itemHead: ['Item', 'Kuantiti', 'Harga'],
  itemTotal: 'Item',
  kegRental: 'Sewa dispenser tong (1 set, termasuk gas CO2, pili dan pengatur)',
  total: 'Jumlah',
  pickupHeading: term('selfPickup', 'ms'),
  pickupAddress: 'Alamat pengambilan',
  openingHours: (weekdays, weekends) => `Waktu operasi: hari bekerja ${weekdays}, hujung minggu ${weekends}`,
  deliveryHeading: term('homeDelivery', 'ms'),
  deliveryAddress: 'Alamat penghantaran',
  idAtHandover:
    'Alkohol hanya diserahkan kepada orang dewasa berumur 21 tahun ke atas: sila sediakan kad pengenalan anda, kami menyemaknya semasa pengambilan atau penghantaran.',
  payment: 'Pembayaran',
  yourNotes: 'Catatan anda',
  whatsappText: 'Ada soalan tentang pesanan anda?',
  whatsappLabel: 'Hubungi kami di WhatsApp',
  whatsappMessage: (reference) => `Helo Taproom, saya ada soalan tentang pesanan saya ${reference}.`,

  statusSubject: (reference, status) => `Pesanan anda ${reference} kini ${status}`,
  statusHeading: (status) => `Pesanan ${status}`,
  statusNames: {
    pending: term('pending', 'ms'),
    confirmed: term('confirmed', 'ms'),
    completed: term('completed', 'ms'),
    cancelled: term('cancelled', 'ms'),
  },
  statusExplanations: {
    pending: 'Pesanan anda sedang menunggu. Pembancuh utama akan menghubungi anda tidak lama lagi.',
    confirmed:
      'Pesanan anda telah disahkan. Pembancuh utama akan menghubungi anda tentang bayaran dan penghantaran.',
    completed: 'Pesanan anda telah selesai. Terima kasih kerana memilih Taproom, selamat menikmati!',
    cancelled: 'Pesanan anda telah dibatalkan. Jika ini tidak dijangka, sila hubungi kami.',
  },
  breweryNote: 'Nota daripada kilang bir',

  customBeerSubject: 'Ringkasan bir tempahan anda',
  customBeerHeading: 'Terima kasih atas permintaan bir tempahan anda!',
  customBeerIntro:
    'Berikut ialah salinan ringkasan anda. Pembancuh utama akan menghubungi anda dalam masa 24 jam untuk membincangkannya.',
  yourBrief: 'Ringkasan anda',
  quantity: 'Kuantiti (tong)',
  budgetPerKeg: 'Bajet setiap tong (MYR)',
  packaging: 'Pembungkusan',
  timeline: 'Tempoh masa',
  delivery: 'Penghantaran',

  welcomeSubject: 'Selamat datang ke surat berita Taproom',
  welcomeHeading: 'Selamat datang ke surat berita Taproom!',
  welcomeIntro:
    'Terima kasih kerana melanggan. Anda akan menjadi yang pertama mengetahui tentang bir baharu, keluaran bermusim dan berita kilang bir.',
  unsubscribeText: 'Tidak mahu menerima e-mel ini lagi?',
  signInAlertSubject: 'Cubaan log masuk gagal pada akaun Taproom anda',
  signInAlertHeading: 'Seseorang cuba log masuk ke akaun anda',
  signInAlertIntro:
    'Terdapat beberapa cubaan log masuk dengan kata laluan yang salah pada akaun Taproom anda. Cubaan dari tempat yang sama dihentikan seketika; log masuk anda sendiri tetap berfungsi.',
  signInAlertAdvice:
    'Jika itu anda, tiada apa yang perlu dilakukan. Jika bukan, akaun anda masih selamat; pilih kata laluan kukuh yang tidak anda gunakan di tempat lain.',
  unsubscribeLabel: 'Berhenti melanggan',
  confirmSubject: 'Sila sahkan langganan surat berita Taproom anda',
  confirmHeading: 'Satu langkah lagi: sahkan langganan anda',
  confirmIntro:
    'Seseorang meminta untuk menerima surat berita Taproom di alamat e-mel ini. Kami hanya menghantarnya selepas anda mengesahkan.',
  confirmLinkText:
    'Buka pautan ini dalam masa 7 hari untuk mengesahkan. Pautan ini hanya boleh digunakan sekali.',
  confirmLinkLabel: 'Sahkan langganan saya',
  confirmIgnore: 'Jika anda tidak memintanya, abaikan e-mel ini: anda tidak akan dilanggankan.',

  resetSubject: 'Tetapkan semula kata laluan Taproom anda',
  resetHeading: 'Tetapkan semula kata laluan anda',
  resetIntro: 'Seseorang meminta untuk menetapkan semula kata laluan akaun Taproom bagi alamat e-mel ini.',
  resetLinkText:
    'Untuk memilih kata laluan baharu, buka pautan ini dalam masa 30 minit. Ia berfungsi sekali sahaja.',
  resetLinkLabel: 'Pilih kata laluan baharu',
  resetIgnore: 'Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal seperti sedia ada.',
  passwordChangedSubject: 'Kata laluan Taproom anda telah ditukar',
  passwordChangedHeading: 'Kata laluan anda telah ditukar',
  passwordChangedIntro:
    'Kata laluan akaun Taproom anda baru sahaja ditukar, dan semua peranti lain telah dilog keluar.',
  passwordChangedNotYou:
    'Jika ini bukan anda, tetapkan semula kata laluan anda dengan segera dan hubungi kami di alamat di bawah.',
};
