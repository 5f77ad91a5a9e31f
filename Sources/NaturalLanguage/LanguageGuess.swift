/// Vellum's guess at a text's language, without Apple's statistical models: by the scripts
/// of its letters, and for Latin letters by the commonest short words of seven languages.
///
/// A script used by one language names it (Greek, Hebrew, Thai, Korean's Hangul, Georgian,
/// Armenian and the Indic scripts); kana is Japanese; Han alone is Chinese, simplified or
/// traditional by the forms of common characters (simplified when none tells); Arabic
/// letters are Arabic, Persian or Urdu by the letters only those have; Cyrillic is Russian,
/// or Ukrainian by its own letters. Latin text is English, French, German, Spanish, Italian,
/// Portuguese or Dutch by which language's common words it holds most; with none of them
/// (a name, a single uncommon word) it is undetermined, as is text without letters.
enum LanguageGuess {
  /// Each candidate language with its share of the evidence, largest first.
  static func hypotheses(_ text: String) -> [(NLLanguage, Double)] {
    var scripts: [Script: Int] = [:]
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic || scalar.properties.isIdeographic {
      if let script = Script(scalar) { scripts[script, default: 0] += 1 }
    }
    guard let (script, _) = scripts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) })
    else { return [] }
    switch script {
    case .latin: return latin(text)
    case .han where scripts[.kana] != nil: return [(.japanese, 1)]
    case .han: return [(chinese(text), 1)]
    case .kana: return [(.japanese, 1)]
    case .arabic:
      if text.unicodeScalars.contains(where: { "ےٹڈڑں".unicodeScalars.contains($0) }) { return [(.urdu, 1)] }
      if text.unicodeScalars.contains(where: { "پچژگ".unicodeScalars.contains($0) }) { return [(.persian, 1)] }
      return [(.arabic, 1)]
    case .cyrillic:
      return text.unicodeScalars.contains { "іїєґІЇЄҐ".unicodeScalars.contains($0) }
        ? [(.ukrainian, 1)] : [(.russian, 1)]
    default: return script.language.map { [($0, 1)] } ?? []
    }
  }

  /// The language of Latin text, by its common words.
  private static func latin(_ text: String) -> [(NLLanguage, Double)] {
    var votes: [NLLanguage: Int] = [:]
    for segment in TextSegments.words(text) where segment.kind == .word {
      let word = text[segment.range].lowercased()
      for (language, words) in commonWords where words.contains(word) { votes[language, default: 0] += 1 }
    }
    let total = Double(votes.values.reduce(0, +))
    guard total > 0 else { return [] }
    return votes.map { ($0.key, Double($0.value) / total) }.sorted {
      $0.1 > $1.1 || ($0.1 == $1.1 && $0.0.rawValue < $1.0.rawValue)
    }
  }

  private static let commonWords: [NLLanguage: Set<String>] = [
    .english: [
      "the", "and", "is", "are", "was", "of", "to", "in", "it", "that", "this", "with", "for", "you", "i", "my", "we",
      "have", "be", "not", "on", "at", "what", "how", "today", "very", "good", "great", "day",
    ],
    .french: [
      "le", "la", "les", "et", "est", "un", "une", "des", "du", "je", "tu", "il", "elle", "nous", "vous", "pas", "que",
      "qui", "dans", "pour", "avec", "sur", "ce", "très", "bonjour", "aujourd'hui", "c'est",
    ],
    .german: [
      "der", "die", "das", "und", "ist", "nicht", "ich", "du", "wir", "sie", "ein", "eine", "mit", "auf", "für", "zu",
      "den", "dem", "von", "sehr", "heute", "gut", "auch", "ja",
    ],
    .spanish: [
      "el", "los", "las", "y", "es", "un", "una", "del", "que", "yo", "tú", "nosotros", "muy", "con", "por", "para",
      "pero", "hoy", "hola", "está", "estoy", "como", "más",
    ],
    .italian: [
      "il", "lo", "gli", "e", "è", "di", "che", "non", "sono", "una", "con", "per", "molto", "oggi", "ciao", "ho",
      "mi", "ti", "della", "questo",
    ],
    .portuguese: [
      "o", "os", "as", "e", "é", "um", "uma", "do", "da", "que", "eu", "você", "não", "com", "para", "muito", "hoje",
      "olá", "está", "estou", "mas",
    ],
    .dutch: [
      "de", "het", "een", "en", "is", "niet", "ik", "je", "wij", "zij", "met", "op", "voor", "van", "zijn", "heel",
      "vandaag", "goed", "ook", "dat",
    ],
  ]

  /// Simplified or traditional Chinese, by characters whose forms differ.
  private static func chinese(_ text: String) -> NLLanguage {
    let simplified = "这说个们国时来会对学为么东爱过还发见经长门问车书马语话读写买卖开关头",
      traditional = "這說個們國時來會對學為麼東愛過還發見經長門問車書馬語話讀寫買賣開關頭"
    let s = text.filter { simplified.contains($0) }.count
    let t = text.filter { traditional.contains($0) }.count
    return t > s ? .traditionalChinese : .simplifiedChinese
  }

  /// The scripts Vellum tells apart.
  enum Script: Int, Comparable {
    case latin, cyrillic, greek, arabic, hebrew, han, kana, hangul, thai, devanagari, bengali, gurmukhi, gujarati,
      oriya, tamil, telugu, kannada, malayalam, sinhala, georgian, armenian, khmer, lao, myanmar, tibetan,
      ethiopic, cherokee, mongolian

    init?(_ scalar: Unicode.Scalar) {
      let v = scalar.value
      if scalar.properties.isIdeographic {
        self = .han
        return
      }
      switch v {
      case 0x41...0x24F, 0x1E00...0x1EFF: self = .latin
      case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
      case 0x400...0x52F: self = .cyrillic
      case 0x530...0x58F: self = .armenian
      case 0x590...0x5FF: self = .hebrew
      case 0x600...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
      case 0x900...0x97F: self = .devanagari
      case 0x980...0x9FF: self = .bengali
      case 0xA00...0xA7F: self = .gurmukhi
      case 0xA80...0xAFF: self = .gujarati
      case 0xB00...0xB7F: self = .oriya
      case 0xB80...0xBFF: self = .tamil
      case 0xC00...0xC7F: self = .telugu
      case 0xC80...0xCFF: self = .kannada
      case 0xD00...0xD7F: self = .malayalam
      case 0xD80...0xDFF: self = .sinhala
      case 0xE00...0xE7F: self = .thai
      case 0xE80...0xEFF: self = .lao
      case 0xF00...0xFFF: self = .tibetan
      case 0x1000...0x109F: self = .myanmar
      case 0x10A0...0x10FF: self = .georgian
      case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: self = .hangul
      case 0x1200...0x139F: self = .ethiopic
      case 0x13A0...0x13FF: self = .cherokee
      case 0x1780...0x17FF: self = .khmer
      case 0x1800...0x18AF: self = .mongolian
      case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .kana
      default: return nil
      }
    }

    /// The language a script names alone.
    var language: NLLanguage? {
      switch self {
      case .greek: .greek
      case .hebrew: .hebrew
      case .hangul: .korean
      case .thai: .thai
      case .devanagari: .hindi
      case .bengali: .bengali
      case .gurmukhi: .punjabi
      case .gujarati: .gujarati
      case .oriya: .oriya
      case .tamil: .tamil
      case .telugu: .telugu
      case .kannada: .kannada
      case .malayalam: .malayalam
      case .sinhala: .sinhalese
      case .georgian: .georgian
      case .armenian: .armenian
      case .khmer: .khmer
      case .lao: .lao
      case .myanmar: .burmese
      case .tibetan: .tibetan
      case .ethiopic: .amharic
      case .cherokee: .cherokee
      case .mongolian: .mongolian
      case .latin, .cyrillic, .arabic, .han, .kana: nil
      }
    }

    /// The ISO 15924 code a tagger's script scheme gives.
    var code: String {
      switch self {
      case .latin: "Latn"
      case .cyrillic: "Cyrl"
      case .greek: "Grek"
      case .arabic: "Arab"
      case .hebrew: "Hebr"
      case .han: "Hani"
      case .kana: "Jpan"
      case .hangul: "Hang"
      case .thai: "Thai"
      case .devanagari: "Deva"
      case .bengali: "Beng"
      case .gurmukhi: "Guru"
      case .gujarati: "Gujr"
      case .oriya: "Orya"
      case .tamil: "Taml"
      case .telugu: "Telu"
      case .kannada: "Knda"
      case .malayalam: "Mlym"
      case .sinhala: "Sinh"
      case .georgian: "Geor"
      case .armenian: "Armn"
      case .khmer: "Khmr"
      case .lao: "Laoo"
      case .myanmar: "Mymr"
      case .tibetan: "Tibt"
      case .ethiopic: "Ethi"
      case .cherokee: "Cher"
      case .mongolian: "Mong"
      }
    }

    static func < (a: Script, b: Script) -> Bool { a.rawValue < b.rawValue }
  }

  /// The script most of the text's letters are in.
  static func script(_ text: Substring) -> Script? {
    var scripts: [Script: Int] = [:]
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic || scalar.properties.isIdeographic {
      if let script = Script(scalar) { scripts[script, default: 0] += 1 }
    }
    if scripts[.kana] != nil { return .kana }
    return scripts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
  }
}
