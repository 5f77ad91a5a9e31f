import Foundation

/// A colour in sRGB with alpha, each component 0…1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
  public var red, green, blue, alpha: Double
  public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
  init(bytes r: Double, _ g: Double, _ b: Double, _ a: Double = 1) { self.init(r / 255, g / 255, b / 255, a) }

  func withAlpha(_ factor: Double) -> RGBA { RGBA(red, green, blue, alpha * factor) }
  func mixed(with other: RGBA, _ amount: Double) -> RGBA {
    RGBA(
      red + (other.red - red) * amount, green + (other.green - green) * amount,
      blue + (other.blue - blue) * amount, alpha + (other.alpha - alpha) * amount)
  }

  public var description: String {
    func byte(_ v: Double) -> String { String(format: "%02x", Int((min(max(v, 0), 1) * 255).rounded())) }
    return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
  }
}

/// A colour, as in SwiftUI: system colours resolve per colour scheme (spec §3, iOS 17–18
/// values), and a colour is also a view that fills the space it is offered.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  enum Storage: Hashable, Sendable {
    case fixed(RGBA)
    /// Boxed (`indirect`): a colour is copied with every view that holds it, and this
    /// case inline made every colour 90 bytes with a string to retain.
    indirect case system(light: RGBA, dark: RGBA, name: String)
    case accent
  }
  let storage: Storage
  var opacityFactor: Double = 1

  init(storage: Storage) { self.storage = storage }

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    storage = .fixed(RGBA(red, green, blue, opacity))
  }
  public init(white: Double, opacity: Double = 1) { storage = .fixed(RGBA(white, white, white, opacity)) }
  /// Hue, saturation and brightness, each 0…1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (Double, Double, Double) =
      switch Int(h) {
      case 0: (c, x, 0)
      case 1: (x, c, 0)
      case 2: (0, c, x)
      case 3: (0, x, c)
      case 4: (x, 0, c)
      default: (c, 0, x)
      }
    storage = .fixed(RGBA(r + m, g + m, b + m, opacity))
  }

  static func system(
    _ name: String, _ light: (Double, Double, Double, Double), _ dark: (Double, Double, Double, Double)
  )
    -> Color
  {
    Color(
      storage: .system(
        light: RGBA(bytes: light.0, light.1, light.2, light.3), dark: RGBA(bytes: dark.0, dark.1, dark.2, dark.3),
        name: name))
  }

  /// The colour with its alpha multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    var copy = self
    copy.opacityFactor *= opacity.isFinite ? min(max(opacity, 0), 1) : 1
    return copy
  }

  /// The concrete colour in an environment, as Vellum paints it.
  func rgba(in environment: EnvironmentValues) -> RGBA {
    let base: RGBA =
      switch storage {
      case .fixed(let rgba): rgba
      case .system(let light, let dark, _): environment.colorScheme == .dark ? dark : light
      case .accent: (environment.colorScheme == .dark ? Color.blueDark : Color.blueLight)
      }
    return base.withAlpha(opacityFactor)
  }

  public var description: String {
    let name =
      switch storage {
      case .fixed(let rgba): rgba.description
      case .system(_, _, let name): name
      case .accent: "accentColor"
      }
    return opacityFactor == 1 ? name : "\(name)(\(formatNumber(opacityFactor)))"
  }

  static let blueLight = RGBA(bytes: 0, 122, 255)
  static let blueDark = RGBA(bytes: 10, 132, 255)

  public static let clear = Color(storage: .fixed(RGBA(0, 0, 0, 0)))
  public static let black = Color(storage: .fixed(RGBA(0, 0, 0)))
  public static let white = Color(storage: .fixed(RGBA(1, 1, 1)))
  public static let red = system("red", (255, 59, 48, 1), (255, 69, 58, 1))
  public static let orange = system("orange", (255, 149, 0, 1), (255, 159, 10, 1))
  public static let yellow = system("yellow", (255, 204, 0, 1), (255, 214, 10, 1))
  public static let green = system("green", (52, 199, 89, 1), (48, 209, 88, 1))
  public static let mint = system("mint", (0, 199, 190, 1), (99, 230, 226, 1))
  public static let teal = system("teal", (48, 176, 199, 1), (64, 200, 224, 1))
  public static let cyan = system("cyan", (50, 173, 230, 1), (100, 210, 255, 1))
  public static let blue = system("blue", (0, 122, 255, 1), (10, 132, 255, 1))
  public static let indigo = system("indigo", (88, 86, 214, 1), (94, 92, 230, 1))
  public static let purple = system("purple", (175, 82, 222, 1), (191, 90, 242, 1))
  public static let pink = system("pink", (255, 45, 85, 1), (255, 55, 95, 1))
  public static let brown = system("brown", (162, 132, 94, 1), (172, 142, 104, 1))
  public static let gray = system("gray", (142, 142, 147, 1), (142, 142, 147, 1))
  /// The accent colour: blue unless a tint says otherwise.
  public static let accentColor = Color(storage: .accent)
  /// The label colours of spec §3.4.
  public static let primary = system("primary", (0, 0, 0, 1), (255, 255, 255, 1))
  public static let secondary = system("secondary", (60, 60, 67, 0.6), (235, 235, 245, 0.6))
  static let tertiaryLabel = system("tertiary", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
  static let quaternaryLabel = system("quaternary", (60, 60, 67, 0.18), (235, 235, 245, 0.16))
  static let separator = system("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6))
  static let systemBackground = system("systemBackground", (255, 255, 255, 1), (0, 0, 0, 1))
  /// The fill colours of spec §3.4 (disabled bordered buttons use the tertiary fill).
  static let systemFill = system("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36))
  static let tertiarySystemFill = system("tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24))
}

nonisolated extension Color: View, PrimitiveView {
  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let color = self
    reportMissingAsset(context)
    return context.leaf { color.node($0) }
  }

  func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
    reportMissingAsset(context)
    nodes.append(node(context))
  }

  func reportMissingAsset(_ context: ResolveContext) {
    if let name = missingAssetName {
      context.diagnostics.report(
        "Color(\"\(name)\"): no colour set named \"\(name)\" in the asset catalogs; drawn clear"
          + (assetProblem.map { " (\($0))" } ?? ""))
    } else if let problem = assetProblem {
      context.diagnostics.report(problem)
    }
  }

  private func node(_ context: ResolveContext) -> Node {
    let node = Node(.filledColor, FillLayout(), context: context)
    node.content = context.session.fill(self)
    return node
  }
}

/// A leaf that takes the proposed size, or 10 points where none is given (spec F1).
struct FillLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

extension FillLayout: ForwardsAlignmentGuides {}
