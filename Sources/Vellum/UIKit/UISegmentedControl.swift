import Foundation

/// UIKit's segmented control, as SwiftUI files restyle the one inside a segmented `Picker`
/// through its appearance proxy in a view's `init()`
/// (`UISegmentedControl.appearance().selectedSegmentTintColor = .systemBlue`,
/// `setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)`). On iOS the
/// proxy recolours those pickers; Vellum keeps what is set and draws the segmented picker in
/// SwiftUI's colours. A control made by hand keeps its segments and selection.
open class UISegmentedControl: UIControl {
  /// The selected index when no segment is selected.
  public static let noSegment = -1

  private var titles: [String?] = []
  private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  open var selectedSegmentTintColor: UIColor?
  open var isMomentary = false
  open var apportionsSegmentWidthsByContent = false
  open var numberOfSegments: Int { titles.count }

  public override init() { super.init() }

  /// Segments titled by the strings among `items` (an image item makes an untitled segment).
  public init(items: [Any]?) {
    titles = (items ?? []).map { $0 as? String }
    super.init()
  }

  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    self.attributes[state.rawValue] = attributes
  }

  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    attributes[state.rawValue]
  }

  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title, at: min(max(segment, 0), titles.count))
  }

  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title
  }

  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    if selectedSegmentIndex >= titles.count { selectedSegmentIndex = Self.noSegment }
  }

  open func removeAllSegments() {
    titles = []
    selectedSegmentIndex = Self.noSegment
  }

  /// Accepted and not drawn, as the colours are.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {}
  open func setDividerImage(
    _ image: UIImage?, forLeftSegmentState left: UIControl.State, rightSegmentState right: UIControl.State,
    barMetrics: UIBarMetrics
  ) {}

  nonisolated(unsafe) static let proxy = UISegmentedControl()
  /// The appearance proxy: settings are kept and never drawn.
  public static func appearance() -> UISegmentedControl { proxy }
}

/// Which bar height an image is for (UIKit).
public enum UIBarMetrics: Int, Sendable {
  case `default` = 0, compact, defaultPrompt = 101, compactPrompt
}
