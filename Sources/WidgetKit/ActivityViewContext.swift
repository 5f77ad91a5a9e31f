import ActivityKit
import Foundation

/// What a Live Activity's views are given, as WidgetKit's `ActivityViewContext`: the
/// activity's attributes, its current content state, whether that content is stale and the
/// activity's identifier.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
  public let attributes: Attributes
  public let state: Attributes.ContentState
  public let isStale: Bool
  public let activityID: String

  init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "") {
    self.attributes = attributes
    self.state = state
    self.isStale = isStale
    self.activityID = activityID
  }
}
