import Foundation

/// The system chrome an iPhone screen draws over every app, which its screenshots show:
/// the status bar (the time, signal, Wi-Fi and battery) and the home indicator.
///
/// Vellum addition: SwiftUI has no such type (the device draws it). A device canvas in
/// `VellumPreview` passes one to `Renderer`, which draws it over the rendered view in the
/// view's colour scheme, unless the view hides it with `.statusBarHidden()` or
/// `.persistentSystemOverlays(.hidden)`.
public struct DeviceChrome: Hashable, Sendable {
  /// The iPhone family, which decides the status bar's layout.
  public enum Style: Hashable, Sendable {
    /// Face ID iPhones: the time centred in the ear left of the sensor housing, the levels
    /// in the ear right of it, a 54-pt status bar and the home indicator.
    case faceID
    /// Home-button iPhones (iPhone SE): a 20-pt status bar with the time centred, and no
    /// home indicator.
    case homeButton
  }

  public var style: Style
  /// Draws the status bar (iOS hides it on an iPhone in landscape).
  public var showsStatusBar: Bool
  /// Draws the home indicator (Face ID iPhones only).
  public var showsHomeIndicator: Bool

  public init(style: Style, showsStatusBar: Bool = true, showsHomeIndicator: Bool? = nil) {
    self.style = style
    self.showsStatusBar = showsStatusBar
    self.showsHomeIndicator = showsHomeIndicator ?? (style == .faceID)
  }
}

/// Set by `.statusBarHidden(_:)`: read back from the laid-out tree, as SwiftUI reads it
/// as a preference.
enum StatusBarHiddenKey: EnvironmentKey { static let defaultValue: Bool? = nil }
/// Set by `.persistentSystemOverlays(_:)`.
enum SystemOverlaysKey: EnvironmentKey { static let defaultValue: Visibility? = nil }
/// Set by `.preferredColorScheme(_:)`: the status bar follows the scheme a view prefers.
enum PreferredColorSchemeKey: EnvironmentKey { static let defaultValue: ColorScheme? = nil }
/// Set on a navigation bar with a visible background and `.toolbarColorScheme`: the status
/// bar above it takes the bar's scheme, as iOS derives the status bar style from the bar.
enum StatusBarColorSchemeKey: EnvironmentKey { static let defaultValue: ColorScheme? = nil }

extension EnvironmentValues {
  var statusBarHidden: Bool? {
    get { self[StatusBarHiddenKey.self] }
    set { self[StatusBarHiddenKey.self] = newValue }
  }
  var systemOverlays: Visibility? {
    get { self[SystemOverlaysKey.self] }
    set { self[SystemOverlaysKey.self] = newValue }
  }
  var preferredColorScheme: ColorScheme? {
    get { self[PreferredColorSchemeKey.self] }
    set { self[PreferredColorSchemeKey.self] = newValue }
  }
  var statusBarColorScheme: ColorScheme? {
    get { self[StatusBarColorSchemeKey.self] }
    set { self[StatusBarColorSchemeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Hides the status bar, as in SwiftUI. On a device canvas with chrome, the status bar is
  /// not drawn (the safe area keeps its size, as iOS keeps it on Face ID iPhones).
  public func statusBarHidden(_ hidden: Bool = true) -> some View {
    environment(\.statusBarHidden, hidden)
  }

  /// Shows or hides the system's persistent overlays, as in SwiftUI; on iPhone that is the
  /// home indicator, which `.hidden` leaves undrawn on a device canvas.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    environment(\.systemOverlays, visibility)
  }
}

/// What the laid-out view asks of the chrome: read from its nodes' environments, as SwiftUI
/// reads preferences (any view in the tree may ask).
struct ChromeRequests {
  var statusBarHidden = false
  var overlaysHidden = false
  var colorScheme: ColorScheme?
  /// The scheme of a bar at the top of the screen that sets its own (`toolbarColorScheme`).
  var statusBarColorScheme: ColorScheme?

  init(_ root: Node) {
    var stack = [root]
    while let node = stack.popLast() {
      if node.excluded { continue }
      if node.environment.statusBarHidden == true { statusBarHidden = true }
      if node.environment.systemOverlays == .hidden { overlaysHidden = true }
      if colorScheme == nil, let scheme = node.environment.preferredColorScheme { colorScheme = scheme }
      if statusBarColorScheme == nil, let scheme = node.environment.statusBarColorScheme {
        statusBarColorScheme = scheme
      }
      stack.append(contentsOf: node.children.reversed())
    }
  }
}
