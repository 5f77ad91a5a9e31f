/// A metric prefix for a unit (`.gramUnit(with: .kilo)`), raw values as Apple's.
public enum HKMetricPrefix: Int, Sendable {
  case none = 0
  case pico = 1
  case nano = 2
  case micro = 3
  case milli = 4
  case centi = 5
  case deci = 6
  case deca = 7
  case hecto = 8
  case kilo = 9
  case mega = 10
  case giga = 11
  case tera = 12
  case femto = 13

  /// The prefix as unit strings write it ("mc" for micro, as Apple's).
  var symbol: String {
    switch self {
    case .none: ""
    case .femto: "f"
    case .pico: "p"
    case .nano: "n"
    case .micro: "mc"
    case .milli: "m"
    case .centi: "c"
    case .deci: "d"
    case .deca: "da"
    case .hecto: "h"
    case .kilo: "k"
    case .mega: "M"
    case .giga: "G"
    case .tera: "T"
    }
  }

  var scale: Double {
    switch self {
    case .none: 1
    case .femto: 1e-15
    case .pico: 1e-12
    case .nano: 1e-9
    case .micro: 1e-6
    case .milli: 1e-3
    case .centi: 1e-2
    case .deci: 1e-1
    case .deca: 1e1
    case .hecto: 1e2
    case .kilo: 1e3
    case .mega: 1e6
    case .giga: 1e9
    case .tera: 1e12
    }
  }
}
