import Foundation

// iOS 13's accessibility modifiers, deprecated since iOS 14 and still in SwiftUI: each is the
// newer modifier of the same name (`accessibility(label:)` is `accessibilityLabel(_:)`).
// SwiftUI returns `ModifiedContent<Self, AccessibilityAttachmentModifier>`; Vellum returns an
// opaque view, which a file that names that type cannot use.
nonisolated extension View {
  @available(*, deprecated, renamed: "accessibilityLabel(_:)")
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

  @available(*, deprecated, renamed: "accessibilityValue(_:)")
  public func accessibility(value: Text) -> some View { accessibilityValue(value) }

  @available(*, deprecated, renamed: "accessibilityHidden(_:)")
  public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

  @available(*, deprecated, renamed: "accessibilityHint(_:)")
  public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

  @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
  public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

  @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

  @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    accessibilityRemoveTraits(traits)
  }

  @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
  public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
}
