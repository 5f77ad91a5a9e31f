import Foundation

/// An intent whose parameters configure a widget, as AppIntents' `WidgetConfigurationIntent`:
/// iOS shows them in the widget's edit sheet. A preview's widgets keep the intent they are
/// given (`#Preview(as:using:)`, or the entries' own).
public protocol WidgetConfigurationIntent: AppIntent {}
