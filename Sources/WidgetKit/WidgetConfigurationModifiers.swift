import Foundation
import Vellum

/// A configuration with one of its settings changed.
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
  let base: Base
  let change: (inout _WidgetContent) -> Void

  public var body: Never { fatalError("a primitive widget configuration has no body") }
  public var _widgetContent: _WidgetContent {
    var content = base._widgetContent
    change(&content)
    return content
  }
}

extension WidgetConfiguration {
  func modified(_ change: @escaping (inout _WidgetContent) -> Void) -> _ModifiedWidgetConfiguration<Self> {
    _ModifiedWidgetConfiguration(base: self, change: change)
  }

  /// The widget's name in the widget gallery.
  public func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration {
    let name = String(localized: displayName)
    return modified { $0.displayName = name }
  }

  /// The widget's name in the widget gallery.
  @_disfavoredOverload
  public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
    let name = String(displayName)
    return modified { $0.displayName = name }
  }

  /// The widget's name in the widget gallery.
  public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
    let name = "\(displayName)"
    return modified { $0.displayName = name }
  }

  /// What the widget shows, in the widget gallery.
  public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration {
    let text = String(localized: description)
    return modified { $0.description = text }
  }

  /// What the widget shows, in the widget gallery.
  @_disfavoredOverload
  public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
    let text = String(description)
    return modified { $0.description = text }
  }

  /// What the widget shows, in the widget gallery.
  public func description(_ description: Text) -> some WidgetConfiguration {
    let text = "\(description)"
    return modified { $0.description = text }
  }

  /// The sizes the widget offers in the gallery.
  public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
    modified { $0.supportedFamilies = families }
  }

  /// Turns off the margins iOS puts around the widget's content (16 pt on an iPhone's Home
  /// Screen), so the content reaches the widget's edges.
  public func contentMarginsDisabled() -> some WidgetConfiguration {
    modified { $0.contentMarginsDisabled = true }
  }

  /// Whether iOS may remove the container background (on the Lock Screen, in StandBy).
  public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
    modified { $0.containerBackgroundRemovable = isRemovable }
  }

  /// Where iOS should rather not offer the widget; the Home Screen of a preview offers it.
  public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
    -> some WidgetConfiguration
  { self }

  /// Asks the person to configure the widget when they add it; nobody adds it in a preview.
  public func promptsForUserConfiguration() -> some WidgetConfiguration { self }

  /// Handles background URL session events for the widget; no session runs in a preview.
  public func onBackgroundURLSessionEvents(
    matching matchingString: String? = nil, _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
  ) -> some WidgetConfiguration { self }
}

/// A place iOS shows widgets, as WidgetKit's `WidgetLocation`.
public struct WidgetLocation: Hashable, Sendable {
  let name: String
  public static let homeScreen = WidgetLocation(name: "homeScreen")
  public static let lockScreen = WidgetLocation(name: "lockScreen")
  public static let standBy = WidgetLocation(name: "standBy")
  public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}
