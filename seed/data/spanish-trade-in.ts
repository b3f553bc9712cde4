/**
 * The trade-in questionnaire's Spanish texts, keyed by the English text of seed/data/trade-in.ts they
 * translate (category titles and descriptions, questions, hints, answer labels and descriptions); seed/steps/spanish.ts
 * writes them as the `es` locale. A text missing here falls back to English.
 */
export const SPANISH_TRADE_IN: Readonly<Record<string, string>> = {
  // Categories
  'Vehicle condition': 'Estado del vehículo',
  'Honest answers get you an offer we can honor.': 'Con respuestas honestas recibe una oferta que podemos cumplir.',
  'Tires and keys': 'Llantas y llaves',
  'A few details that affect the value.': 'Algunos detalles que influyen en el valor.',
  'Loan and ownership': 'Préstamo y propiedad',
  'We handle payoffs with your lender.': 'Nosotros liquidamos el saldo con su prestamista.',
  // Questions and hints
  'What is the overall condition of your vehicle?': '¿Cuál es el estado general de su vehículo?',
  'Has the vehicle been in an accident?': '¿El vehículo ha tenido algún accidente?',
  'Tell us about the damage and repairs.': 'Cuéntenos sobre los daños y las reparaciones.',
  'Are any warning lights on?': '¿Hay alguna luz de advertencia encendida?',
  'Can the vehicle safely drive more than 50 miles?': '¿El vehículo puede recorrer con seguridad más de 50 millas?',
  'We need this to plan pick-up or drop-off.': 'Lo necesitamos para planear la recogida o la entrega.',
  'How are the tires?': '¿En qué estado están las llantas?',
  'How many keys do you have?': '¿Cuántas llaves tiene?',
  'Is there a loan or lease on the vehicle?': '¿Tiene el vehículo un préstamo o un arrendamiento?',
  'What is your approximate payoff amount?': '¿Cuál es el saldo aproximado de su préstamo?',
  "Your lender's 10-day payoff quote; an estimate is fine.":
    'La cotización de liquidación a 10 días de su prestamista; basta con un estimado.',
  'Who is the lender or leasing company?': '¿Quién es el prestamista o la compañía de arrendamiento?',
  'Do you have the title?': '¿Tiene el título del vehículo?',
  'Any aftermarket modifications or anything else we should know?':
    '¿Tiene modificaciones de posventa o algo más que debamos saber?',
  // Answers
  Great: 'Excelente',
  'Looks new, no mechanical issues, no dents or scratches beyond light wear.':
    'Parece nuevo, sin problemas mecánicos, sin abolladuras ni rayones más allá de un desgaste leve.',
  Good: 'Bueno',
  'Minor cosmetic wear, a few small scratches or dings, runs well.':
    'Desgaste estético menor, algunos rayones o golpes pequeños; funciona bien.',
  Fair: 'Regular',
  'Noticeable wear, some repairs needed, may have a warning light.':
    'Desgaste notable, necesita algunas reparaciones; puede tener una luz de advertencia encendida.',
  Poor: 'Malo',
  'Major mechanical or body issues; may not be safe to drive.':
    'Problemas mecánicos o de carrocería importantes; puede no ser seguro manejarlo.',
  'No accidents': 'Ningún accidente',
  'Minor (cosmetic only)': 'Menor (solo estético)',
  'Major (structural or airbag)': 'Grave (estructural o con bolsas de aire activadas)',
  None: 'Ninguna',
  'Check engine': 'Check engine (revisar motor)',
  'ABS or traction': 'ABS o tracción',
  Other: 'Otra',
  Yes: 'Sí',
  No: 'No',
  'New (under a year)': 'Nuevas (menos de un año)',
  'Good tread': 'Buen dibujo',
  Worn: 'Gastadas',
  'Need replacing': 'Hay que cambiarlas',
  One: 'Una',
  'Two or more': 'Dos o más',
  'No, I own it outright': 'No, es totalmente mío',
  'Yes, a loan': 'Sí, un préstamo',
  'We pay your lender directly.': 'Le pagamos directamente a su prestamista.',
  'Yes, a lease or dealer financing': 'Sí, un arrendamiento o financiamiento del concesionario',
}
