import Foundation

/// How pickers look, as SwiftUI's `PickerStyle`. As in SwiftUI, its requirements are not
/// public: use the built-in styles.
public protocol PickerStyle: Sendable {
  var _kind: _PickerStyleKind { get }
}

/// Which built-in picker style a `PickerStyle` is.
public struct _PickerStyleKind: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, menu, segmented, inline, wheel, navigationLink, palette }
  let kind: Kind
}

/// The platform default: a menu on iOS.
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
  public var _kind: _PickerStyleKind { .init(kind: .automatic) }
}
/// The selected option and up-down chevrons; in a `Form` row, the label leading.
public struct MenuPickerStyle: PickerStyle {
  public init() {}
  public var _kind: _PickerStyleKind { .init(kind: .menu) }
}
/// The iOS segmented control: one segment per option, the selected one raised.
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
  public var _kind: _PickerStyleKind { .init(kind: .segmented) }
}
/// The options inline: in a `Form` row, each option with a checkmark on the selected one;
/// elsewhere a wheel, as iOS does.
public struct InlinePickerStyle: PickerStyle {
  public init() {}
  public var _kind: _PickerStyleKind { .init(kind: .inline) }
}
/// The spinning wheel at rest: the selected option on the grey band, its neighbours fading.
public struct WheelPickerStyle: PickerStyle {
  public init() {}
  public var _kind: _PickerStyleKind { .init(kind: .wheel) }
}
/// A row that would push a list of the options: the label leading, the selected option in
/// the secondary colour and a chevron trailing.
public struct NavigationLinkPickerStyle: PickerStyle {
  public init() {}
  public var _kind: _PickerStyleKind { .init(kind: .navigationLink) }
}
/// The options as a row of compact elements, as SwiftUI's `PalettePickerStyle` (iOS 17).
/// Apple's documentation: used outside of a menu, this style is rendered as a segmented
/// picker, and Vellum draws it so (symbol options as symbols in the segments); inside a menu
/// it is never drawn, since Vellum draws menus closed.
public struct PalettePickerStyle: PickerStyle {
  public init() {}
  public var _kind: _PickerStyleKind { .init(kind: .palette) }
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

struct PickerStyleKey: EnvironmentKey { static let defaultValue = _PickerStyleKind(kind: .automatic) }

extension EnvironmentValues {
  var pickerStyle: _PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of pickers inside this view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environment(\.pickerStyle, style._kind) }
}

extension _PickerStyleKind {
  /// The picker drawn in this style.
  @ViewBuilder func body(_ parts: PickerParts) -> some View {
    switch kind {
    case .automatic, .menu: MenuPickerBody(parts: parts)
    case .segmented, .palette: SegmentedPickerBody(parts: parts)
    case .inline: InlinePickerBody(parts: parts)
    case .wheel: WheelPickerBody(parts: parts)
    case .navigationLink: NavigationLinkPickerBody(parts: parts)
    }
  }
}

/// The up-down chevrons after a menu picker's value: on iOS 17/18 their ink is 8 × 12 pt,
/// as tall as the value's capitals, each chevron 4.67 pt tall and 2.67 apart, in a box that
/// ends 22 pt inside a Form card (ios-reference scannow-settings-*). Drawn as two strokes, since the icon font's
/// `unfold_more` sets its chevrons further apart than SF Symbols does.
nonisolated struct MenuChevrons: View {
  var body: some View {
    MenuChevronsShape()
      .stroke(style: StrokeStyle(lineWidth: ControlMetrics.menuChevronStroke, lineCap: .round, lineJoin: .round))
      .frame(width: ControlMetrics.menuChevronInk.width, height: ControlMetrics.menuChevronInk.height)
      .frame(width: ControlMetrics.menuChevronWidth)
  }
}

/// An up chevron over a down chevron, inset by half the stroke so the ink fills the frame.
nonisolated struct MenuChevronsShape: Shape {
  func path(in rect: CGRect) -> Path {
    let inset = ControlMetrics.menuChevronStroke / 2
    let box = rect.insetBy(dx: inset, dy: inset)
    let arm = box.height * 0.3
    var path = Path()
    path.move(to: CGPoint(x: box.minX, y: box.minY + arm))
    path.addLine(to: CGPoint(x: box.midX, y: box.minY))
    path.addLine(to: CGPoint(x: box.maxX, y: box.minY + arm))
    path.move(to: CGPoint(x: box.minX, y: box.maxY - arm))
    path.addLine(to: CGPoint(x: box.midX, y: box.maxY))
    path.addLine(to: CGPoint(x: box.maxX, y: box.maxY - arm))
    return path
  }
}

nonisolated struct MenuPickerBody: View {
  let parts: PickerParts
  @Environment(\.isInListRow) private var isInListRow
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let value = HStack(spacing: ControlMetrics.menuChevronSpacing) {
      if let selected = parts.selected { selected }
      MenuChevrons()
    }
    if isInListRow {
      LabeledControlRow(label: parts.label, control: value.foregroundStyle(Color.secondary))
    } else {
      value.foregroundStyle(ButtonTint(role: nil)).lineLimit(1)
    }
  }
}

nonisolated struct NavigationLinkPickerBody: View {
  let parts: PickerParts
  var body: some View {
    LabeledControlRow(
      label: parts.label,
      control: HStack(spacing: ControlMetrics.menuChevronSpacing) {
        if let selected = parts.selected { selected.foregroundStyle(Color.secondary) }
        Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(Color.tertiaryLabel)
      })
  }
}

/// The segmented control (UISegmentedControl): a grey rounded track, the segments laid out
/// with a 1 pt divider slot between each two (`SegmentedLayout`), the selected segment raised
/// on a white (dark: grey) rounded rectangle with a shadow clipped to the track, and a capsule
/// separator in the slots not next to it (see `ControlMetrics.segmentedRadius`).
nonisolated struct SegmentedPickerBody: View {
  let parts: PickerParts
  @Environment(\.controlSize) private var size
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let selected = parts.selectedIndex
    let count = parts.options.count
    let divider = ControlMetrics.segmentedDividerWidth
    SegmentedLayout(divider: divider) {
      ForEach(0..<count, id: \.self) { index in
        parts.options[index]
          .font(.system(size: ControlMetrics.segmentedFontSize, weight: index == selected ? .semibold : .medium))
          .lineLimit(1)
          .padding(.horizontal, ControlMetrics.segmentedTitlePadding / 2)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background {
            if index == selected {
              RoundedRectangle(cornerRadius: ControlMetrics.segmentedSelectedRadius)
                .fill(Color.selectedSegment)
                .segmentShadow(ControlMetrics.segmentedShadow)
                .padding(ControlMetrics.segmentedInset)
            }
          }
          .overlay(alignment: .leading) {
            // The separator fills the divider slot before this segment.
            if index > 0, index != selected, index - 1 != selected {
              Capsule()
                .fill(Color.systemFill)
                .frame(width: divider, height: ControlMetrics.segmentedSeparatorHeight(size))
                .offset(x: -divider)
            }
          }
      }
    }
    .foregroundStyle(Color.primary)
    .frame(height: ControlMetrics.segmentedHeight(size))
    .background(Color.tertiarySystemFill, in: .rect(cornerRadius: ControlMetrics.segmentedRadius))
    // UISegmentedControl clips to its track: the selected segment's shadow spreads along the
    // track and stops at its edge.
    .clipShape(.rect(cornerRadius: ControlMetrics.segmentedRadius))
    .opacity(isEnabled ? 1 : ControlMetrics.disabledOpacity)
    // Laid out 1 pt shorter than the track, which hangs below the frame, as iOS does.
    .frame(
      height: ControlMetrics.segmentedHeight(size) - ControlMetrics.segmentedTrackOverhang, alignment: .top)
  }
}

nonisolated extension View {
  fileprivate func segmentShadow(_ shadow: ControlMetrics.Shadow) -> some View {
    self.shadow(color: Color(white: 0, opacity: shadow.opacity), radius: shadow.radius, y: shadow.y)
  }
}

/// In a `Form` row: each option with a checkmark in the tint on the selected one, divided
/// by separators. Elsewhere iOS draws inline pickers as wheels.
nonisolated struct InlinePickerBody: View {
  let parts: PickerParts
  @Environment(\.isInListRow) private var isInListRow

  var body: some View {
    if isInListRow {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<parts.options.count, id: \.self) { index in
          if index > 0 { Divider() }
          HStack {
            parts.options[index].frame(maxWidth: .infinity, alignment: .leading)
            if index == parts.selectedIndex {
              Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(TintShapeStyle())
            }
          }
          .frame(minHeight: ControlMetrics.inlineRowHeight)
        }
      }
    } else {
      WheelPickerBody(parts: parts)
    }
  }
}

/// The wheel at rest (UIPickerView): 216 tall, the selected option centred on a grey band,
/// up to three neighbours each side fading away.
nonisolated struct WheelPickerBody: View {
  let parts: PickerParts

  var body: some View {
    let row = ControlMetrics.wheelRowHeight
    let selected = parts.selectedIndex ?? 0
    let count = parts.options.count
    ZStack {
      RoundedRectangle(cornerRadius: ControlMetrics.wheelBandRadius)
        .fill(Color.tertiarySystemFill)
        .frame(height: row)
      VStack(spacing: 0) {
        ForEach(-3...3, id: \.self) { offset in
          let index = selected + offset
          Group {
            if index >= 0 && index < count {
              parts.options[index]
                .font(.system(size: ControlMetrics.wheelFontSize))
                .lineLimit(1)
                .opacity(ControlMetrics.wheelOpacity[abs(offset)])
            } else {
              Color.clear
            }
          }
          .frame(maxWidth: .infinity)
          .frame(height: row)
        }
      }
    }
    .frame(height: ControlMetrics.wheelHeight)
    .clipped()
  }
}

/// How a palette picker marks its selected option, as SwiftUI's `PaletteSelectionEffect`
/// (iOS 17). Accepted: Vellum draws closed menus, and a palette outside a menu is drawn as
/// the segmented control, as iOS draws it there.
public struct PaletteSelectionEffect: Hashable, Sendable {
  let name: String
  /// The system's effect.
  public static let automatic = PaletteSelectionEffect(name: "automatic")
  /// The selected option shown in a symbol variant (`.fill`, `.circle` …).
  public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
    PaletteSelectionEffect(name: "symbolVariant")
  }
  /// The options' own images mark the selection.
  public static let custom = PaletteSelectionEffect(name: "custom")
}

nonisolated extension View {
  /// Sets how palette pickers mark their selection: accepted (see `PaletteSelectionEffect`).
  public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }
}
