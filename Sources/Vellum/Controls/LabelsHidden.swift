import Foundation

struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether controls inside draw without their labels (`labelsHidden()`).
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension EnvironmentValues {
  /// Whether controls show their labels, as SwiftUI's `\.labelsVisibility`: `.hidden` inside
  /// `labelsHidden()`, `.automatic` elsewhere.
  public var labelsVisibility: Visibility {
    get { labelsHidden ? .hidden : .automatic }
    set { labelsHidden = newValue == .hidden }
  }
}

nonisolated extension View {
  /// Hides the labels of controls inside this view (a toggle shows only its switch, a
  /// stepper only its − | + control), as in SwiftUI. The label stays for accessibility there;
  /// Vellum has no accessibility tree, so it is simply not drawn.
  public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

/// A control's label and its control in a row: the label leading, the control trailing,
/// the row as wide as it is offered (iOS lays toggles, steppers and compact pickers out this
/// way in and out of `Form` rows). Without a label (`labelsHidden()`), only the control.
nonisolated struct LabeledControlRow<Label: View, Control: View>: View {
  let label: Label
  let control: Control

  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    if labelsHidden {
      control
    } else {
      HStack {
        // A disabled control's label is dimmed, as iOS draws it.
        if isEnabled {
          label.frame(maxWidth: .infinity, alignment: .leading)
        } else {
          label.foregroundStyle(ControlMetrics.disabledLabel).frame(maxWidth: .infinity, alignment: .leading)
        }
        // The control keeps its ideal width; the label wraps or truncates first, as iOS does.
        control.fixedSize(horizontal: true, vertical: false)
      }
    }
  }
}
