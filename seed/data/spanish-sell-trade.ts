/**
 * The sell-or-trade page's Spanish texts, keyed by the English text of seed/data/sell-trade-page.ts they
 * translate; seed/steps/spanish.ts writes them as the page's `es` locale. A text missing here falls back to English.
 */
export const SPANISH_SELL_TRADE: Readonly<Record<string, string>> = {
  'Sell or trade your car': 'Venda o cambie su auto',
  'Answer a few questions about your vehicle and get a real offer online. Sell it to us outright or put it toward your next car.':
    'Responda unas preguntas sobre su vehículo y reciba una oferta real en línea. Véndanoslo directamente o úselo como parte de pago de su próximo auto.',
  'An instant offer in about 60 seconds': 'Una oferta instantánea en unos 60 segundos',
  'Enter your VIN or year, make and model, mileage and condition.':
    'Ingrese su VIN o el año, la marca y el modelo, el millaje y el estado del auto.',
  'Your offer is good for 7 days': 'Su oferta es válida por 7 días',
  'Take the time you need: the price holds for a week.': 'Tómese el tiempo que necesite: el precio se mantiene durante una semana.',
  'Get paid the same day': 'Reciba su pago el mismo día',
  'Bring the car and your title; we handle the paperwork and any loan payoff.':
    'Traiga el auto y su título; nosotros nos encargamos del papeleo y de liquidar cualquier préstamo.',
  'Get my offer': 'Obtener mi oferta',
  'How we compare': 'Cómo nos comparamos',
  'Instant offer online': 'Oferta instantánea en línea',
  'Offer valid for 7 days': 'Oferta válida por 7 días',
  'Same-day payment': 'Pago el mismo día',
  'Loan payoff handled for you': 'Nos encargamos de liquidar su préstamo',
  'No obligation to buy a car': 'Sin obligación de comprar un auto',
  'Local team to inspect in person': 'Un equipo local que inspecciona su auto en persona',
  'More cash later option for older cars': 'Opción de más dinero después para autos más antiguos',
}
