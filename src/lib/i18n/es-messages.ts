/**
 * Spanish of every validation and refusal message the lead forms show, keyed by the English text the shared zod
 * schemas and the endpoints produce (src/lib/leads/validation.ts MESSAGES, src/lib/leads/intake/policy.ts, …).
 * Keyed by text, not by key, so the schemas stay one per input and their English stays byte for byte the SPEC's;
 * tests/int/i18n-forms.int.spec.ts checks every English message has an entry. No imports: the browser bundles it.
 * Messages with numbers in them (lengths, minutes) are patterns in ./translate.ts.
 */
export const ES_MESSAGES: Readonly<Record<string, string>> = {
  // Form field messages (MESSAGES)
  'This field is required': 'Este campo es obligatorio',
  'Please enter a valid email address': 'Ingrese un correo electrónico válido',
  'Please enter a valid phone number': 'Ingrese un número de teléfono válido',
  'Enter your first name.': 'Ingrese su nombre.',
  'Enter your last name.': 'Ingrese su apellido.',
  'Enter your message.': 'Escriba su mensaje.',
  'Enter the make of the vehicle.': 'Ingrese la marca del vehículo.',
  'Enter the model of the vehicle.': 'Ingrese el modelo del vehículo.',
  'Enter the year of the vehicle.': 'Ingrese el año del vehículo.',
  'Enter the price of the vehicle.': 'Ingrese el precio del vehículo.',
  'Enter the mileage of the vehicle.': 'Ingrese el millaje del vehículo.',
  'Please fill info about yourself.': 'Complete su información personal.',
  'Please enter a valid social security number': 'Ingrese un número de seguro social válido',
  'Please enter a valid date (yyyy-mm-dd)': 'Ingrese una fecha válida (aaaa-mm-dd)',
  'Please enter a valid date and time': 'Ingrese una fecha y hora válidas',
  'The applicant must be at least 18 years old': 'El solicitante debe tener al menos 18 años',
  'Please enter a valid ZIP code': 'Ingrese un código postal válido',
  'Please enter a valid number': 'Ingrese un número válido',
  'Remove the special characters from this field': 'Quite los caracteres especiales de este campo',
  'Remove the HTML tags from this field': 'Quite las etiquetas HTML de este campo',
  'Please choose one of the options': 'Elija una de las opciones',
  'The form could not be read; reload the page and try again':
    'No se pudo leer el formulario; vuelva a cargar la página e inténtelo de nuevo',
  'The end must be after the start': 'El final debe ser posterior al inicio',
  // The endpoint's refusals (INTAKE_MESSAGES, RESUME_MESSAGES, slots, the browser's POST_MESSAGES)
  'Send the form as JSON (the careers form as multipart/form-data).':
    'Envíe el formulario como JSON (el de empleos como multipart/form-data).',
  'The form is too large to send.': 'El formulario es demasiado grande para enviarlo.',
  'Please send the form again.': 'Envíe el formulario de nuevo.',
  'We could not save your request right now. Please try again in a few minutes or call us.':
    'No pudimos guardar su solicitud en este momento. Inténtelo de nuevo en unos minutos o llámenos.',
  'Verify your phone number with the code we text you, then send the form again.':
    'Verifique su número de teléfono con el código que le enviamos por mensaje de texto y envíe el formulario de nuevo.',
  'Attach your resume': 'Adjunte su currículum',
  'Attach your resume as a PDF, DOC or DOCX file': 'Adjunte su currículum como archivo PDF, DOC o DOCX',
  'The resume must be 5 MB or smaller': 'El currículum debe pesar 5 MB o menos',
  'Choose a time on the day you picked.': 'Elija una hora del día que escogió.',
  'That time has passed. Choose a later time.': 'Esa hora ya pasó. Elija una hora posterior.',
  'The dealership is closed at that time. Choose a time within its sales hours.':
    'El concesionario está cerrado a esa hora. Elija una hora dentro de su horario de ventas.',
  'The service department is closed at that time. Choose a time within its service hours.':
    'El departamento de servicio está cerrado a esa hora. Elija una hora dentro de su horario de servicio.',
  'We could not reach the dealership. Check your connection and send the form again.':
    'No pudimos comunicarnos con el concesionario. Revise su conexión y envíe el formulario de nuevo.',
  'We could not send the form. Please try again in a few minutes or call us.':
    'No pudimos enviar el formulario. Inténtelo de nuevo en unos minutos o llámenos.',
  'We could not reach the dealership. Check your connection and try again.':
    'No pudimos comunicarnos con el concesionario. Revise su conexión e inténtelo de nuevo.',
  // Sell or trade, pricing wizard, store choice
  'Enter an amount in dollars, for example 12,500.': 'Ingrese una cantidad en dólares, por ejemplo 12,500.',
  'Enter your VIN.': 'Ingrese su VIN.',
  'A VIN has 17 letters and digits and never the letters I, O or Q. Check the characters you typed.':
    'Un VIN tiene 17 letras y dígitos y nunca las letras I, O ni Q. Revise los caracteres que escribió.',
  'This VIN does not pass the check-digit test, so one of its characters is probably mistyped. Check it against your registration or the windshield plate.':
    'Este VIN no pasa la prueba del dígito de control, así que probablemente uno de sus caracteres está mal escrito. Compárelo con su registro o con la placa del parabrisas.',
  'Enter your down payment.': 'Ingrese su pago inicial.',
  'Tell us whether you are trading in a vehicle.': 'Díganos si va a entregar un vehículo a cuenta.',
  'Enter your trade equity.': 'Ingrese el valor neto de su vehículo a cuenta.',
  'Choose your credit score range.': 'Elija el rango de su puntaje de crédito.',
  'Choose one of our stores.': 'Elija una de nuestras tiendas.',
  // Phone verification (the field rules and the server's own checks)
  'Phone number is required': 'El número de teléfono es obligatorio',
  'Phone number is invalid by regex': 'El número de teléfono no es válido',
  'Code is required': 'El código es obligatorio',
  'Code must be 6 digits': 'El código debe tener 6 dígitos',
  'The request must be a JSON object.': 'La solicitud debe ser un objeto JSON.',
  'The request is too large.': 'La solicitud es demasiado grande.',
  "type must be 'phone-validation' or 'code-verification'.":
    "type debe ser 'phone-validation' o 'code-verification'.",
  'Your phone number is verified.': 'Su número de teléfono está verificado.',
  'There is no active code for this number. Please request a new code.':
    'No hay un código activo para este número. Solicite un código nuevo.',
  'This code has expired. Please request a new code.': 'Este código expiró. Solicite un código nuevo.',
  'Too many wrong codes. Please request a new code.': 'Demasiados códigos incorrectos. Solicite un código nuevo.',
  'The code is incorrect. Please request a new code.': 'El código es incorrecto. Solicite un código nuevo.',
  'We could not send the code right now. Please try again in a few minutes or call us.':
    'No pudimos enviar el código en este momento. Inténtelo de nuevo en unos minutos o llámenos.',
  'We cannot send text messages right now. Please call us instead.':
    'No podemos enviar mensajes de texto en este momento. Llámenos, por favor.',
  'Something went wrong. Please try again in a few minutes.': 'Algo salió mal. Inténtelo de nuevo en unos minutos.',
}
