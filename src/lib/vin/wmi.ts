/**
 * World manufacturer identifiers (VIN positions 1-3) of the makes on a Midwest used-car lot, to the make name
 * the inventory uses. Not exhaustive: a VIN whose identifier is missing still decodes, without a make, and the
 * visitor picks it. Sources: the manufacturers' identifiers as registered with SAE/NHTSA (49 CFR 565).
 */
export const WMI_MAKES: Readonly<Record<string, string>> = {
  // General Motors
  '1G1': 'Chevrolet', '1GC': 'Chevrolet', '1GN': 'Chevrolet', '1GB': 'Chevrolet', '2G1': 'Chevrolet', '2GN': 'Chevrolet',
  '3G1': 'Chevrolet', '3GC': 'Chevrolet', '3GN': 'Chevrolet', KL7: 'Chevrolet', KL8: 'Chevrolet',
  '1GT': 'GMC', '1GK': 'GMC', '2GT': 'GMC', '2GK': 'GMC', '3GT': 'GMC', '3GK': 'GMC',
  '1G4': 'Buick', '2G4': 'Buick', KL4: 'Buick', LRB: 'Buick',
  '1G6': 'Cadillac', '1GY': 'Cadillac',
  // Ford
  '1FA': 'Ford', '1FB': 'Ford', '1FD': 'Ford', '1FM': 'Ford', '1FT': 'Ford', '2FA': 'Ford', '2FM': 'Ford', '2FT': 'Ford',
  '3FA': 'Ford', '3FM': 'Ford', '3FT': 'Ford', '1ZV': 'Ford',
  '1LN': 'Lincoln', '2LM': 'Lincoln', '5LM': 'Lincoln',
  // Stellantis
  // 1C3, 1C4, 2C3 and 2C4 are shared by Chrysler, Dodge and Jeep models: left out rather than guessed.
  '1B3': 'Dodge', '2B3': 'Dodge', '1D3': 'Dodge', '1D7': 'Dodge', '2D3': 'Dodge', '2D4': 'Dodge', '3D4': 'Dodge', '3D7': 'Dodge',
  '1C6': 'Ram', '3C6': 'Ram', '3C7': 'Ram',
  '1J4': 'Jeep', '1J8': 'Jeep', ZAC: 'Jeep',
  // Honda
  '1HG': 'Honda', '2HG': 'Honda', '5FN': 'Honda', '5J6': 'Honda', '2HK': 'Honda', '7FA': 'Honda', '19X': 'Honda',
  JHM: 'Honda', SHH: 'Honda',
  '19U': 'Acura', '5J8': 'Acura', JH4: 'Acura',
  // Toyota
  '4T1': 'Toyota', '4T3': 'Toyota', '4T4': 'Toyota', '5TD': 'Toyota', '5TF': 'Toyota', '5YF': 'Toyota', '2T1': 'Toyota',
  '2T3': 'Toyota', '3TM': 'Toyota', '3TY': 'Toyota', '7MU': 'Toyota', JTD: 'Toyota', JTE: 'Toyota', JTM: 'Toyota',
  JTN: 'Toyota',
  '2T2': 'Lexus', '58A': 'Lexus', JTH: 'Lexus', JTJ: 'Lexus',
  // Nissan
  '1N4': 'Nissan', '1N6': 'Nissan', '3N1': 'Nissan', '3N6': 'Nissan', '5N1': 'Nissan', JN1: 'Nissan', JN8: 'Nissan',
  '5N3': 'Infiniti', JNK: 'Infiniti', JNR: 'Infiniti',
  // Korean makers
  '5NP': 'Hyundai', '5NM': 'Hyundai', KMH: 'Hyundai', KM8: 'Hyundai',
  '5XX': 'Kia', '5XY': 'Kia', '3KP': 'Kia', KNA: 'Kia', KND: 'Kia', KNM: 'Kia',
  // Subaru, Mazda, Mitsubishi
  '4S3': 'Subaru', '4S4': 'Subaru', JF1: 'Subaru', JF2: 'Subaru',
  '3MZ': 'Mazda', '3MV': 'Mazda', JM1: 'Mazda', JM3: 'Mazda',
  '4A3': 'Mitsubishi', '4A4': 'Mitsubishi', JA3: 'Mitsubishi', JA4: 'Mitsubishi', ML3: 'Mitsubishi',
  // European makers
  '1VW': 'Volkswagen', '3VW': 'Volkswagen', '3VV': 'Volkswagen', WVW: 'Volkswagen', WVG: 'Volkswagen',
  WAU: 'Audi', WA1: 'Audi',
  WBA: 'BMW', WBS: 'BMW', WBX: 'BMW', '5UX': 'BMW', '5UM': 'BMW', '5YM': 'BMW',
  WDD: 'Mercedes-Benz', WDC: 'Mercedes-Benz', W1K: 'Mercedes-Benz', W1N: 'Mercedes-Benz', '4JG': 'Mercedes-Benz',
  '55S': 'Mercedes-Benz',
  YV1: 'Volvo', YV4: 'Volvo', '7JR': 'Volvo',
  // Tesla
  '5YJ': 'Tesla', '7SA': 'Tesla', LRW: 'Tesla',
}
