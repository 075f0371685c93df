// The demo catalogue in Bahasa Malaysia, by the product's English name (docs/decisions/010-product-translations.md).
import type { ProductTranslation } from '../../shared/product-text.ts';

export const demoCatalogueMs: Readonly<Record<string, ProductTranslation>> = {
  'Kinabalu Haze': {
    name: 'Kabus Kinabalu',
    description:
      'IPA tropika yang berjus dan berkabus, penuh dengan mangga dan markisa, selembut awan yang menyelubungi gunung.',
    style: 'IPA Tropika',
    color: 'Jingga keemasan yang berkabus',
    tastingNotes:
      'Mangga masak, markisa dan nanas di awal; badan oat yang lembut; kemasan resin pain yang bersih.',
    brewingStory:
      'Dinamakan sempena puncak yang didaki ketua pembuat bir kami pada minggu resipi ini siap. Kami membuat dry-hop dua kali dengan Citra dan Mosaic, dan menambah markisa daripada seorang pekebun di Cameron Highlands. Oat dan gandum memberikannya badan yang lembut dan gebu, jadi ia tetap mudah diminum dalam bahang Lembah Klang.',
  },
  'Malam Pandan Stout': {
    name: 'Stout Pandan Malam',
    description:
      'Stout manis selembut baldu dengan pandan yang harum dan gula melaka berasap, seperti kuih pencuci mulut di dalam gelas.',
    style: 'Stout Pandan & Gula Melaka',
    color: 'Hitam pekat dengan buih perang muda',
    tastingNotes:
      'Coklat gelap dan kopi panggang, karamel hangat daripada gula melaka, dan sentuhan pandan yang segar beraroma vanila.',
    brewingStory:
      'Pembuat bir kami membesar dengan kuih seri muka neneknya, dan stout ini ialah penghormatan kepadanya. Daun pandan segar direndam pada hujung pendidihan, dan ketulan gula melaka dari Melaka dimasukkan ke dalam kawah. Laktosa melengkapkannya menjadi pencuci mulut yang sangat padan ketika teringin teh tarik lewat malam.',
  },
  'Limau Kasturi Wit': {
    name: 'Wit Limau Kasturi',
    description:
      'Bir gandum gaya Belgium yang segar dengan limau kasturi tempatan, cerah dan menghilangkan dahaga.',
    style: 'Witbier Limau Kasturi',
    color: 'Kuning jerami pucat, keruh',
    tastingNotes:
      'Limau kasturi yang masam dan kulit oren, sedikit ketumbar, roti gandum yang lembut dan kemasan sitrus yang rangup.',
    brewingStory:
      'Limau kasturi ialah limau kecil yang diperah ke atas setiap pinggan mee goreng, dan kami mahukan bir yang rasanya sama segar. Kami memarut kulit dan memerah jus limau kasturi yang dipetik dengan tangan ke dalam whirlpool bersama biji ketumbar. Inilah jawapan kami untuk petang yang panas di kedai mamak.',
  },
  'Setapak Lager': {
    name: 'Lager Setapak',
    description: 'Lager rumah kami yang rangup dan bersih, dibancuh perlahan dan sejuk untuk cuaca tropika.',
    style: 'Lager Helles',
    color: 'Keemasan berkilau',
    tastingNotes:
      'Roti segar dan malt bermadu, sentuhan hop bunga yang ringan, kering dan rangup hingga tegukan terakhir.',
    brewingStory:
      'Dibancuh tidak jauh dari taproom kami di Setapak, inilah bir yang diminum pasukan kami selepas hari membancuh yang panjang. Ia diperam selama enam minggu, jauh lebih lama daripada yang perlu, kerana kesabaranlah yang menjadikannya sebersih ini. Nikmatinya bersama sate, nasi lemak atau apa sahaja dari panggangan.',
  },
  'Monsoon Pale Ale': {
    name: 'Pale Ale Monsun',
    description:
      'Pale ale yang seimbang dan mudah diminum, dengan hop sitrus dan tropika di atas asas malt karamel.',
    style: 'Pale Ale Amerika',
    color: 'Emas ambar pekat',
    tastingNotes:
      'Limau gedang dan pain, karamel ringan dan biskut, dengan kepahitan yang tegas tetapi mesra.',
    brewingStory:
      'Kumpulan pertama dibancuh semasa seminggu hujan monsun lebat yang membanjiri jalan di luar kilang bir kami. Kami terus membancuh, dan bir yang terhasil menjadi bir yang paling kami banggakan. Hop Cascade dan Centennial mengekalkan rasa klasiknya, dengan sedikit rosel tanaman Malaysia dalam pendidihan untuk warnanya.',
  },
  'Jambu Batu Sour': {
    name: 'Masam Jambu Batu',
    description:
      'Kettle sour merah jambu yang masam dengan jambu batu merah dan secubit garam laut, seperti jambu batu cicah asam boi zaman kanak-kanak anda.',
    style: 'Gose Jambu Batu',
    color: 'Merah jambu lembut yang keruh',
    tastingNotes:
      'Jambu batu merah yang masak, kulit limau nipis dan sedikit rasa masin; masam, berjus dan kering menyegarkan.',
    brewingStory:
      'Setiap kanak-kanak Malaysia kenal jambu batu tepi jalan yang dicicah serbuk asam boi. Kami memasamkan wort di dalam kawah semalaman, kemudian menambah satu tan puri jambu batu merah dari Perak dan secubit garam laut. Cerah, merah jambu dan cepat habis.',
  },
  'Lihing Klasik': {
    name: 'Lihing Klasik',
    description:
      'Arak beras tradisional Sabah yang ditapai dengan ragi buatan sendiri, licin, harum dan manis lembut.',
    style: 'Lihing Sabah',
    color: 'Keemasan pucat yang jernih',
    tastingNotes:
      'Pulut manis, pear dan tembikai susu, dengan kemasan yang hangat dan licin serta sedikit aroma bunga.',
    brewingStory:
      'Lihing ialah arak beras Kadazan-Dusun yang dihidangkan pada setiap Pesta Kaamatan di Sabah. Lihing kami dibuat bersama sebuah keluarga dari Tambunan menggunakan ragi sasad mereka dan beras pulut padi bukit. Ia ditapai selama dua bulan di dalam tajau tembikar sebelum kami membotolkannya.',
  },
  'Lihing Madu Tua': {
    name: 'Lihing Madu Tua',
    description:
      'Lihing yang diperam setahun penuh dan disudahi dengan madu liar Sabah, berwarna ambar pekat, kaya dan menghangatkan.',
    style: 'Lihing Madu Peram',
    color: 'Ambar pekat',
    tastingNotes:
      'Madu liar, aprikot kering dan beras panggang; licin seperti sutera, dengan kemasan rempah dan karamel yang panjang dan hangat.',
    brewingStory:
      'Kami mengasingkan tajau terbaik daripada setiap kumpulan Kaamatan dan membiarkannya berehat selama dua belas bulan. Sebelum dibotolkan, kami mengadunkan madu tualang liar yang dikumpul di hutan Sabah. Hirup perlahan-lahan, seperti orang tua-tua di Tambunan.',
  },
  'Musang King Dunkel': {
    name: 'Dunkel Musang King',
    description:
      'Lager gelap edisi terhad musim lalu dengan bisikan rasa durian. Dihentikan hingga musim durian yang akan datang.',
    style: 'Dunkel Durian',
    color: 'Perang buah berangan',
    tastingNotes:
      'Kerak roti bakar, koko dan rasa durian berkrim seperti kastard yang memecahbelahkan pendapat.',
    brewingStory:
      'Cabaran daripada seorang pelanggan tetap menjadi keluaran kami yang paling banyak diperkatakan. Isi durian Musang King dari Raub dimasukkan ke dalam tangki lager selama dua minggu. Ia habis dijual dalam satu hujung minggu; kami akan membawanya kembali apabila musim durian tiba.',
  },
};
