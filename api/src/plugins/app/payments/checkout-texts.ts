// Words the payer sees on the sandbox checkout page and in the provider's payment description.
import type { MarketLocale } from '@rozmova/contracts/markets';

export type OrderKindName = 'appointment' | 'subscription' | 'bundle' | 'giftcode';

export interface CheckoutTexts {
  pageTitle: string;
  sandboxNotice: string;
  amountLabel: string;
  pay: string;
  decline: string;
  cancel: string;
  reassurance: string;
  notPending: string;
  back: string;
  description: Record<OrderKindName, string>;
}

export const CHECKOUT_TEXTS: Readonly<Record<MarketLocale, CheckoutTexts>> = {
  ua: {
    pageTitle: 'Оплата',
    sandboxNotice: 'Це тестова сторінка оплати: справжні гроші не списуються.',
    amountLabel: 'До сплати',
    pay: 'Оплатити',
    decline: 'Імітувати відмову банку',
    cancel: 'Скасувати',
    reassurance: 'Якщо щось піде не так, ваш час не пропаде: ви зможете спробувати ще раз.',
    notPending: 'Це замовлення вже не чекає на оплату.',
    back: 'Повернутися',
    description: {
      appointment: 'Сесія психотерапії',
      subscription: 'Щомісячна підписка на сесії психотерапії',
      bundle: 'Пакет сесій психотерапії',
      giftcode: 'Подарунковий сертифікат на сесії психотерапії',
    },
  },
  pl: {
    pageTitle: 'Płatność',
    sandboxNotice: 'To testowa strona płatności: żadne prawdziwe pieniądze nie zostaną pobrane.',
    amountLabel: 'Do zapłaty',
    pay: 'Zapłać',
    decline: 'Symuluj odmowę banku',
    cancel: 'Anuluj',
    reassurance: 'Jeśli coś pójdzie nie tak, nic nie przepadnie: możesz spróbować ponownie.',
    notPending: 'To zamówienie nie czeka już na płatność.',
    back: 'Wróć',
    description: {
      appointment: 'Sesja psychoterapii',
      subscription: 'Miesięczna subskrypcja sesji psychoterapii',
      bundle: 'Pakiet sesji psychoterapii',
      giftcode: 'Bon podarunkowy na sesje psychoterapii',
    },
  },
  ro: {
    pageTitle: 'Plată',
    sandboxNotice: 'Aceasta este o pagină de plată de test: nu se retrag bani reali.',
    amountLabel: 'De plată',
    pay: 'Plătiți',
    decline: 'Simulați refuzul băncii',
    cancel: 'Anulați',
    reassurance: 'Dacă ceva nu merge, nu pierdeți nimic: puteți încerca din nou.',
    notPending: 'Această comandă nu mai așteaptă plata.',
    back: 'Înapoi',
    description: {
      appointment: 'Ședință de psihoterapie',
      subscription: 'Abonament lunar la ședințe de psihoterapie',
      bundle: 'Pachet de ședințe de psihoterapie',
      giftcode: 'Certificat cadou pentru ședințe de psihoterapie',
    },
  },
  en: {
    pageTitle: 'Payment',
    sandboxNotice: 'This is a test payment page: no real money is taken.',
    amountLabel: 'To pay',
    pay: 'Pay',
    decline: 'Simulate a declined card',
    cancel: 'Cancel',
    reassurance: 'If anything goes wrong, nothing is lost: you can try again.',
    notPending: 'This order is no longer waiting for payment.',
    back: 'Go back',
    description: {
      appointment: 'Psychotherapy session',
      subscription: 'Monthly psychotherapy subscription',
      bundle: 'Bundle of psychotherapy sessions',
      giftcode: 'Gift certificate for psychotherapy sessions',
    },
  },
};
