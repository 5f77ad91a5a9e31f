import Foundation
import Vellum

/// One iOS reference render in `../shared/ios-reference/<id>/`, re-created in Vellum from the
/// case's description (`view.md`), with the canvas the snapshot was taken on.
public struct ConformanceCase: Sendable {
  /// The reference folder's name.
  public let id: String
  /// The canvas in points, as the snapshot's `meta.txt` gives it.
  public let size: CGSize
  public let scale: Int
  /// The safe area the view is laid out in. Bitwarden renders start 7 pt below their
  /// configured 47 pt (see the corpus README), so their top inset is 54.
  public let safeArea: EdgeInsets
  public let colorScheme: ColorScheme
  /// Medium unless the case says otherwise: swift-snapshot-testing's device configurations
  /// (`.iPhone13`, `.iPhone13Mini`) set the Medium content size category, and their renders
  /// show it (body text with a 11.33 pt cap height, SF Pro at 16 pt; the corpus's `meta.txt`
  /// says Large). Snapshots taken without device traits (a fixed size, a bare tab bar) are
  /// at the simulator's Large.
  public let dynamicTypeSize: DynamicTypeSize
  /// Why Vellum's render is not yet within 1 pt of iOS, or nil when it should be. The
  /// conformance test fails when a case with no reason differs, and when a case with a reason
  /// no longer differs (so the reason is removed when it is fixed).
  public let knownDifference: String?
  /// Whether the render has a window's background beneath the view. False for a view
  /// controller snapshotted outside a window (the tab bar cases), where what no view covers
  /// is transparent in the reference PNG (the corpus measures it over white).
  public let opaque: Bool
  public let view: @MainActor @Sendable () -> AnyView

  public init<Content: View>(
    _ id: String, width: CGFloat = 390, height: CGFloat = 844, scale: Int = 3,
    safeArea: EdgeInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
    colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .medium, opaque: Bool = true,
    knownDifference: String? = nil, @ViewBuilder view: @escaping @MainActor @Sendable () -> Content
  ) {
    self.id = id
    self.size = CGSize(width: width, height: height)
    self.scale = scale
    self.safeArea = safeArea
    self.colorScheme = colorScheme
    self.dynamicTypeSize = dynamicTypeSize
    self.knownDifference = knownDifference
    self.opaque = opaque
    self.view = { AnyView(view()) }
  }
}

extension EdgeInsets {
  /// The effective safe area of the Bitwarden and Authenticator renders (iPhone 13 config,
  /// content starting at 54).
  public static let bitwarden = EdgeInsets(top: 54, leading: 0, bottom: 34, trailing: 0)
  /// iPhone 13 (390 × 844): 47 / 34.
  public static let iPhone13 = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
}
