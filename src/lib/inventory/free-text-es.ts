/**
 * Spanish words of the free-text search: a shopper may type Spanish in either language's search box ("sedanes
 * rojos", "camionetas 4x4 usadas por menos de 30 mil"), so the tokenizer (./free-text-words) rewrites them into the
 * English words the parser already reads; the listing is then exactly the one the English words land on. Tokens
 * arrive lowercase with accents folded ("automático" → "automatico", "años" → "anos"), so one spelling serves
 * both. Makes and models are names and stay as typed. Pure.
 *
 * Body styles follow the site's Spanish names (listing-text-es.ts: "Camionetas pickup" are trucks, "Familiares"
 * wagons). Colours, transmissions, fuels and features become the English keyword the vehicle data is written in.
 */

// Phrases of two or three words, read before the single words (so "o mas nuevo" is not "or" + "more" + "new").
export const SPANISH_PHRASES: Readonly<Record<string, string>> = {
  'por menos de': 'under', 'por debajo de': 'under', 'menos de': 'under', 'no mas de': 'under', 'por mas de': 'over',
  'por encima de': 'over', 'mas de': 'over', 'al mes': 'month', 'por mes': 'month',
  'o mas nuevo': 'or newer', 'o mas nuevos': 'or newer', 'o mas reciente': 'or newer', 'o mas recientes': 'or newer',
  'o posterior': 'or newer', 'o posteriores': 'or newer', 'en adelante': 'and newer', 'o anterior': 'or older',
  'o anteriores': 'or older', 'o mas antiguo': 'or older', 'o mas viejo': 'or older', 'despues de': 'after',
  'antes de': 'before', 'pocas millas': 'low miles', 'poco millaje': 'low mileage', 'bajo millaje': 'low mileage',
  'bajo kilometraje': 'low mileage', 'traccion integral': 'awd', 'traccion total': 'awd', 'doble traccion': 'awd',
  'traccion delantera': 'fwd', 'traccion trasera': 'rwd', 'camioneta suv': 'suv', 'camionetas suv': 'suvs',
  'camioneta pickup': 'pickup', 'camionetas pickup': 'pickups', 'todo terreno': 'suv', 'segunda mano': 'used',
  'de segunda mano': 'used', 'techo solar': 'sunroof', 'tercera fila': '3rd row', 'azul marino': 'navy blue',
  'hibrido enchufable': 'plug hybrid', 'hibridos enchufables': 'plug hybrid', 'camara de reversa': 'backup camera',
}

// Single words.
export const SPANISH_WORDS: Readonly<Record<string, string>> = {
  // Body styles, singular and plural.
  sedanes: 'sedans', camioneta: 'truck', camionetas: 'trucks', troca: 'truck', trocas: 'trucks',
  todoterreno: 'suv', todoterrenos: 'suvs', familiar: 'wagon', familiares: 'wagons', vagoneta: 'wagon',
  vagonetas: 'wagons', cupe: 'coupe', cupes: 'coupes', descapotable: 'convertible', descapotables: 'convertibles',
  minivanes: 'minivans', furgoneta: 'van', furgonetas: 'vans', comercial: 'commercial', comerciales: 'commercial',
  // Conditions, every gender and number.
  nuevo: 'new', nueva: 'new', nuevos: 'new', nuevas: 'new', usado: 'used', usada: 'used', usados: 'used',
  usadas: 'used', seminuevo: 'used', seminueva: 'used', seminuevos: 'used', seminuevas: 'used',
  certificado: 'certified', certificada: 'certified', certificados: 'certified', certificadas: 'certified',
  // Colours, masculine and feminine, singular and plural.
  rojo: 'red', roja: 'red', rojos: 'red', rojas: 'red', azul: 'blue', azules: 'blue', negro: 'black',
  negra: 'black', negros: 'black', negras: 'black', blanco: 'white', blanca: 'white', blancos: 'white',
  blancas: 'white', gris: 'gray', grises: 'gray', plateado: 'silver', plateada: 'silver', plateados: 'silver',
  plateadas: 'silver', plata: 'silver', verde: 'green', verdes: 'green', amarillo: 'yellow', amarilla: 'yellow',
  amarillos: 'yellow', amarillas: 'yellow', naranja: 'orange', anaranjado: 'orange', anaranjada: 'orange',
  cafe: 'brown', marron: 'brown', dorado: 'gold', dorada: 'gold', morado: 'purple', morada: 'purple',
  // Transmissions, drivetrains, fuels.
  automatico: 'automatic', automatica: 'automatic', automaticos: 'automatic', automaticas: 'automatic',
  estandar: 'manual', transmision: 'transmission', gasolina: 'gasoline', electrico: 'electric',
  electrica: 'electric', electricos: 'electric', electricas: 'electric', hibrido: 'hybrid', hibrida: 'hybrid',
  hibridos: 'hybrid', hibridas: 'hybrid', enchufable: 'plug',
  // Features shoppers ask for by name.
  piel: 'leather', cuero: 'leather', quemacocos: 'sunroof', navegacion: 'navigation',
  // Bounds, amounts, units and years.
  hasta: 'under', maximo: 'max', minimo: 'min', entre: 'between', mil: 'thousand', dolares: 'dollars',
  millas: 'miles', milla: 'mile', millaje: 'mileage', kilometraje: 'mileage', mensual: 'month',
  mensuales: 'month', mensualidad: 'month', ano: 'year', anos: 'year', modelo: 'model', modelos: 'models',
  mas: 'more', menos: 'less',
}

// Between two numbers "y" and "al" join a range ("entre 2016 y 2018", "del 2017 al 2019"); elsewhere they are
// filler ("Model Y" keeps its letter: it is read as a model before filler is dropped).
const RANGE_WORDS: Readonly<Record<string, string>> = { y: 'and', al: 'to', a: 'to' }

// Words that ask for nothing, dropped like the English filler (free-text-words' FILLER includes them). They stay
// words until then, so a model named with one ("El Camino") is still read as that model.
export const SPANISH_FILLER = [
  'de', 'del', 'el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'en', 'con', 'para', 'por', 'que', 'mi', 'yo',
  'venta', 'carro', 'carros', 'coche', 'coches', 'vehiculo', 'vehiculos', 'busco', 'buscando', 'quiero',
  'necesito', 'barato', 'barata', 'baratos', 'baratas', 'economico', 'economicos', 'precio', 'cerca', 'color',
  'traccion', 'se', 'vende', 'venden', 'algo', 'o', 'y', 'al',
] as const

/** Rewrites Spanish tokens into the parser's English words (phrases first); other tokens pass unchanged. */
export function translateSpanish(tokens: readonly string[]): string[] {
  const out: string[] = []
  const push = (english: string) => out.push(...english.split(' '))
  // Own keys only: a typed "constructor" is not Object.prototype's.
  const look = (table: Readonly<Record<string, string>>, key: string) => (Object.hasOwn(table, key) ? table[key] : undefined)
  for (let i = 0; i < tokens.length; i++) {
    const three = look(SPANISH_PHRASES, tokens.slice(i, i + 3).join(' '))
    const two = look(SPANISH_PHRASES, tokens.slice(i, i + 2).join(' '))
    const one = look(SPANISH_WORDS, tokens[i])
    if (three !== undefined && i + 2 < tokens.length) {
      push(three)
      i += 2
    } else if (two !== undefined && i + 1 < tokens.length) {
      push(two)
      i += 1
    } else if (one !== undefined) push(one)
    else if (look(RANGE_WORDS, tokens[i]) && /^\d/.test(tokens[i - 1] ?? '') && /^\d/.test(tokens[i + 1] ?? '')) {
      push(RANGE_WORDS[tokens[i]])
    } else out.push(tokens[i])
  }
  return out
}
