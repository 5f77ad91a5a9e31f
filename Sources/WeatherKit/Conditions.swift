import Foundation

/// A case name as English words: `mostlyClear` → "Mostly Clear".
func englishWords(_ name: String) -> String {
  var words = ""
  for character in name {
    if character.isUppercase { words.append(" ") }
    words.append(words.isEmpty ? Character(character.uppercased()) : character)
  }
  return words
}

/// The weather at a time, as WeatherKit's `WeatherCondition`, with its cases. `description`
/// and `accessibilityDescription` are English on Vellum (WeatherKit localizes them).
public enum WeatherCondition: String, Codable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case blizzard
  case blowingDust
  case blowingSnow
  case breezy
  case clear
  case cloudy
  case drizzle
  case flurries
  case foggy
  case freezingDrizzle
  case freezingRain
  case frigid
  case hail
  case haze
  case heavyRain
  case heavySnow
  case hot
  case hurricane
  case isolatedThunderstorms
  case mostlyClear
  case mostlyCloudy
  case partlyCloudy
  case rain
  case scatteredThunderstorms
  case sleet
  case smoky
  case snow
  case strongStorms
  case sunFlurries
  case sunShowers
  case thunderstorms
  case tropicalStorm
  case windy
  case wintryMix

  /// The condition in English words ("Partly Cloudy").
  public var description: String { englishWords(rawValue) }
  public var accessibilityDescription: String { description }
}

/// The form of precipitation, as WeatherKit's `Precipitation`.
public enum Precipitation: String, Codable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case none, hail, mixed, rain, sleet, snow

  /// The form in English ("Rain"; "Mixed" is a wintry mix).
  public var description: String { englishWords(rawValue) }
  public var accessibilityDescription: String { description }
}

/// How the air pressure is changing, as WeatherKit's `PressureTrend`.
public enum PressureTrend: String, Codable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case rising, falling, steady

  public var description: String { englishWords(rawValue) }
  public var accessibilityDescription: String { description }
}

/// The moon's phase, as WeatherKit's `MoonPhase`, with the SF Symbol of each phase.
public enum MoonPhase: String, Codable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent

  /// The phase in English ("Waxing Crescent"; "New Moon", "Full Moon").
  public var description: String {
    switch self {
    case .new: "New Moon"
    case .full: "Full Moon"
    default: englishWords(rawValue)
    }
  }
  public var accessibilityDescription: String { description }

  /// The phase's SF Symbol (`moonphase.waxing.crescent`).
  public var symbolName: String {
    switch self {
    case .new: "moonphase.new.moon"
    case .waxingCrescent: "moonphase.waxing.crescent"
    case .firstQuarter: "moonphase.first.quarter"
    case .waxingGibbous: "moonphase.waxing.gibbous"
    case .full: "moonphase.full.moon"
    case .waningGibbous: "moonphase.waning.gibbous"
    case .lastQuarter: "moonphase.last.quarter"
    case .waningCrescent: "moonphase.waning.crescent"
    }
  }
}

/// The strength of the sun's ultraviolet light, as WeatherKit's `UVIndex`: the index and its
/// exposure category.
public struct UVIndex: Codable, Equatable, Sendable {
  /// The risk of harm from the sun, by the WHO's bands of the index.
  public enum ExposureCategory: String, Codable, Hashable, Sendable, CaseIterable, Comparable,
    CustomStringConvertible
  {
    case low, moderate, high, veryHigh, extreme

    /// The index values in the category: 0–2, 3–5, 6–7, 8–10, 11 and over.
    public var rangeValue: ClosedRange<Int> {
      switch self {
      case .low: 0...2
      case .moderate: 3...5
      case .high: 6...7
      case .veryHigh: 8...10
      case .extreme: 11...Int.max
      }
    }

    public var description: String { englishWords(rawValue) }
    public var accessibilityDescription: String { description }

    public static func < (lhs: ExposureCategory, rhs: ExposureCategory) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  public let value: Int
  public let category: ExposureCategory

  /// The index with the category its value falls in.
  init(value: Int) {
    self.value = value
    category = ExposureCategory.allCases.first { $0.rangeValue.contains(value) } ?? .low
  }
}

/// The wind, as WeatherKit's `Wind`: sustained speed, the direction it blows from, and gusts.
public struct Wind: Codable, Equatable, Sendable {
  /// The sixteen points of the compass, as `Wind.CompassDirection`.
  public enum CompassDirection: String, Codable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case north, northNortheast, northeast, eastNortheast
    case east, eastSoutheast, southeast, southSoutheast
    case south, southSouthwest, southwest, westSouthwest
    case west, westNorthwest, northwest, northNorthwest

    /// The point nearest to a bearing in degrees clockwise from north.
    init(degrees: Double) {
      let turns = (degrees.isFinite ? degrees : 0) / 22.5
      let index = Int((turns.truncatingRemainder(dividingBy: 16) + 16).rounded()) % 16
      self = Self.allCases[index]
    }

    /// The point's letters ("NNE").
    public var abbreviation: String {
      let letters = [
        "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
      ]
      return letters[Self.allCases.firstIndex(of: self)!]
    }

    /// The point in English words ("North Northeast").
    public var description: String { englishWords(rawValue) }
    public var accessibilityDescription: String { description }
  }

  /// The direction the wind blows from, clockwise from north.
  public let direction: Measurement<UnitAngle>
  public let speed: Measurement<UnitSpeed>
  /// The speed of gusts, where there are any.
  public let gust: Measurement<UnitSpeed>?

  /// The point of the compass the wind blows from.
  public var compassDirection: CompassDirection {
    CompassDirection(degrees: direction.converted(to: .degrees).value)
  }
}

/// The times of the sun's passages on a day, as WeatherKit's `SunEvents`; nil where the sun
/// does not reach that height (polar days and nights).
public struct SunEvents: Codable, Equatable, Sendable {
  public let astronomicalDawn: Date?
  public let nauticalDawn: Date?
  public let civilDawn: Date?
  public let sunrise: Date?
  public let solarNoon: Date?
  public let sunset: Date?
  public let civilDusk: Date?
  public let nauticalDusk: Date?
  public let astronomicalDusk: Date?
  public let solarMidnight: Date?
}

/// The moon on a day, as WeatherKit's `MoonEvents`: its phase, and when it rises and sets.
public struct MoonEvents: Codable, Equatable, Sendable {
  public let phase: MoonPhase
  public let moonrise: Date?
  public let moonset: Date?
}
