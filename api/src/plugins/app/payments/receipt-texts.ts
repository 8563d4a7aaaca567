// Words of the order receipt, in each market's language.
import type { MarketLocale } from '@rozmova/contracts/markets';

export interface ReceiptTexts {
  title: string;
  order: string;
  date: string;
  item: string;
  kind: Record<'appointment' | 'bundle' | 'subscription' | 'giftcode', (quantity: number) => string>;
  sessionAt: string;
  listPrice: string;
  discount: string;
  paid: string;
  refunded: string;
  /** A refund as a session token: its label and what it was (no money moved). */
  refund: string;
  tokenReturned: string;
  buyer: string;
  footer: string;
}

export const RECEIPT_TEXTS: Record<MarketLocale, ReceiptTexts> = {
  en: {
    title: 'Receipt',
    order: 'Order',
    date: 'Paid on',
    item: 'Item',
    kind: {
      appointment: () => 'Therapy session',
      bundle: (n) => `Bundle of ${n} sessions`,
      subscription: () => 'Monthly subscription',
      giftcode: (n) => `Gift code for ${n} sessions`,
    },
    sessionAt: 'Session time',
    listPrice: 'Price',
    discount: 'Discount',
    paid: 'Paid',
    refunded: 'Refunded',
    refund: 'Refund',
    tokenReturned: 'One session added to your balance; no money back to the card',
    buyer: 'Client',
    footer: 'Thank you for taking care of yourself. Questions about this payment: write to',
  },
  ua: {
    title: 'Квитанція',
    order: 'Замовлення',
    date: 'Дата оплати',
    item: 'Послуга',
    kind: {
      appointment: () => 'Сесія терапії',
      bundle: (n) => `Пакет сесій: ${n}`,
      subscription: () => 'Щомісячна підписка',
      giftcode: (n) => `Подарунковий код на сесії: ${n}`,
    },
    sessionAt: 'Час сесії',
    listPrice: 'Ціна',
    discount: 'Знижка',
    paid: 'Сплачено',
    refunded: 'Повернуто',
    refund: 'Повернення',
    tokenReturned: 'Одну сесію додано на ваш баланс; кошти на картку не повертаються',
    buyer: 'Клієнт',
    footer: 'Дякуємо, що дбаєте про себе. Питання щодо цієї оплати: пишіть на',
  },
  pl: {
    title: 'Potwierdzenie płatności',
    order: 'Zamówienie',
    date: 'Data płatności',
    item: 'Usługa',
    kind: {
      appointment: () => 'Sesja terapii',
      bundle: (n) => `Pakiet sesji: ${n}`,
      subscription: () => 'Subskrypcja miesięczna',
      giftcode: (n) => `Kod podarunkowy na sesje: ${n}`,
    },
    sessionAt: 'Termin sesji',
    listPrice: 'Cena',
    discount: 'Rabat',
    paid: 'Zapłacono',
    refunded: 'Zwrócono',
    refund: 'Zwrot',
    tokenReturned: 'Jedna sesja dodana do salda; pieniądze nie wracają na kartę',
    buyer: 'Klient',
    footer: 'Dziękujemy, że dbasz o siebie. Pytania dotyczące tej płatności: napisz na',
  },
  ro: {
    title: 'Chitanță',
    order: 'Comanda',
    date: 'Data plății',
    item: 'Serviciu',
    kind: {
      appointment: () => 'Ședință de terapie',
      bundle: (n) => `Pachet de ședințe: ${n}`,
      subscription: () => 'Abonament lunar',
      giftcode: (n) => `Cod cadou pentru ședințe: ${n}`,
    },
    sessionAt: 'Ora ședinței',
    listPrice: 'Preț',
    discount: 'Reducere',
    paid: 'Plătit',
    refunded: 'Rambursat',
    refund: 'Rambursare',
    tokenReturned: 'O ședință adăugată în soldul dumneavoastră; banii nu se returnează pe card',
    buyer: 'Client',
    footer: 'Vă mulțumim că aveți grijă de dumneavoastră. Întrebări despre această plată: scrieți-ne la',
  },
};
