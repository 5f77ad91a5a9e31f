import Foundation
import Testing
import Vellum
import VellumCairo
import WidgetKit

@testable import ActivityKit

/// ActivityKit on a device whose person turned Live Activities off for the app: requests are
/// refused, no activity or token exists and the update sequences stay quiet until their task
/// is cancelled; a Live Activity `#Preview` draws the widget's Lock Screen view or its island.
@Suite struct ActivityKitTests {
  struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
      var minutesLeft: Int
      var courier: String?
    }
    var orderNumber: String
  }

  static let state = DeliveryAttributes.ContentState(minutesLeft: 12, courier: "Sam")

  @Test func liveActivitiesAreOffAndEveryRequestIsDenied() throws {
    let info = ActivityAuthorizationInfo()
    #expect(!info.areActivitiesEnabled && !info.frequentPushesEnabled)
    #expect(Activity<DeliveryAttributes>.activities.isEmpty)
    #expect(Activity<DeliveryAttributes>.pushToStartToken == nil)
    let content = ActivityContent(state: Self.state, staleDate: .now.addingTimeInterval(900))
    #expect(content.relevanceScore == 0 && content.state.minutesLeft == 12)
    #expect(throws: ActivityAuthorizationError.denied) {
      try Activity.request(attributes: DeliveryAttributes(orderNumber: "42"), content: content, pushType: nil)
    }
    #expect(throws: ActivityAuthorizationError.denied) {
      try Activity<DeliveryAttributes>.request(
        attributes: DeliveryAttributes(orderNumber: "42"), contentState: Self.state, pushType: .token)
    }
    #expect(throws: ActivityAuthorizationError.denied) {
      try Activity.request(
        attributes: DeliveryAttributes(orderNumber: "42"), content: content, pushType: .channel("orders"),
        style: .transient)
    }
    #expect(PushType.channel("a") != .channel("b") && PushType.token == .token)
    #expect(ActivityAuthorizationError.denied.localizedDescription.contains("denied"))
  }

  @Test func theUpdateSequencesDeliverNothingUntilTheirTaskIsCancelled() async {
    let listener = Task {
      var count = 0
      for await _ in Activity<DeliveryAttributes>.activityUpdates { count += 1 }
      for await _ in Activity<DeliveryAttributes>.pushToStartTokenUpdates { count += 1 }
      for await _ in ActivityAuthorizationInfo().activityEnablementUpdates { count += 1 }
      return count
    }
    try? await Task.sleep(nanoseconds: 50_000_000)
    listener.cancel()
    #expect(await listener.value == 0)
  }

  @Test func anActivityKeepsTheContentItIsUpdatedAndEndedWith() async {
    // No request succeeds, so an activity is made as the system would hand one back.
    let activity = Activity(
      attributes: DeliveryAttributes(orderNumber: "7"), content: ActivityContent(state: Self.state, staleDate: nil))
    #expect(activity.activityState == .active && activity.pushToken == nil && !activity.id.isEmpty)
    await activity.update(ActivityContent(state: .init(minutesLeft: 3), staleDate: nil, relevanceScore: 50))
    #expect(activity.content.state.minutesLeft == 3 && activity.content.relevanceScore == 50)
    await activity.end(ActivityContent(state: .init(minutesLeft: 0), staleDate: nil), dismissalPolicy: .immediate)
    #expect(activity.contentState.minutesLeft == 0 && activity.activityState == .dismissed)
    let other = Activity(
      attributes: DeliveryAttributes(orderNumber: "8"), content: ActivityContent(state: Self.state, staleDate: nil))
    await other.end(nil, dismissalPolicy: .after(.now.addingTimeInterval(60)))
    #expect(other.activityState == .ended && other.content.state == Self.state)
    let listener = Task {
      var count = 0
      for await _ in activity.pushTokenUpdates { count += 1 }
      for await _ in activity.contentUpdates { count += 1 }
      for await _ in activity.activityStateUpdates { count += 1 }
      return count
    }
    try? await Task.sleep(nanoseconds: 20_000_000)
    listener.cancel()
    #expect(await listener.value == 0)
  }

  /// A delivery's Live Activity: an 80-pt orange band on the Lock Screen, on a blue background;
  /// green and red views in the island.
  struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
      ActivityConfiguration(for: DeliveryAttributes.self) { context in
        Color.orange.frame(height: context.state.minutesLeft == 12 ? 80 : 20)
          .activityBackgroundTint(.blue)
      } dynamicIsland: { context in
        DynamicIsland {
          DynamicIslandExpandedRegion(.leading) { Text(context.attributes.orderNumber) }
          DynamicIslandExpandedRegion(.bottom) { Color.green.frame(height: 30) }
        } compactLeading: {
          Color.green.frame(width: 20, height: 20)
        } compactTrailing: {
          Color.red.frame(width: 20, height: 20)
        } minimal: {
          Color.green.frame(width: 20, height: 20)
        }
        .keylineTint(.orange)
        .widgetURL(URL(string: "delivery://42"))
      }
    }
  }

  func render(_ declaration: _PreviewDeclaration) throws -> (size: CGSize, image: RGBAImage) {
    let renderer = try ImageRenderer()
    let list = renderer.displayList(declaration.makeView(), size: .unspecified, scale: 1).displayList
    return (list.size, try renderer.pixels(list, scale: 1, colorScheme: .light))
  }

  @Test @MainActor func aLiveActivityPreviewDrawsTheFirstStatesLockScreenView() throws {
    let declaration = _widgetPreview(
      "Lock Screen", as: .content, using: DeliveryAttributes(orderNumber: "42"), fileID: "App/Delivery.swift",
      line: 1
    ) {
      DeliveryLiveActivity()
    } contentStates: {
      Self.state
      DeliveryAttributes.ContentState(minutesLeft: 1)
    }
    #expect(declaration.name == "Lock Screen" && declaration.traits == [.sizeThatFitsLayout])
    let (size, image) = try render(declaration)
    #expect(size == CGSize(width: 361, height: 80), "the first state's height, the Lock Screen's width: \(size)")
    #expect(image[180, 40] == (255, 149, 0, 255), "\(image[180, 40])")
    // The corner is outside the rounded shape.
    #expect(image[0, 0] == (255, 255, 255, 255), "\(image[0, 0])")
  }

  @Test @MainActor func theIslandsCompactPresentationPutsItsViewsEitherSideOfTheCamera() throws {
    let declaration = _widgetPreview(
      nil, as: .dynamicIsland(.compact), using: DeliveryAttributes(orderNumber: "42"), fileID: "App/Delivery.swift",
      line: 1
    ) {
      DeliveryLiveActivity()
    } contentStates: {
      Self.state
    }
    let (size, image) = try render(declaration)
    #expect(size.height == 37 && size.width >= 126 + 40, "\(size)")
    let middle = Int(size.height) / 2
    // The island's views are in the dark appearance: dark mode's green and red.
    #expect(image[8 + 10, middle] == (48, 209, 88, 255), "leading: \(image[18, middle])")
    #expect(image[Int(size.width) - 18, middle] == (255, 69, 58, 255), "trailing")
    #expect(image[Int(size.width) / 2, middle] == (0, 0, 0, 255), "the island is black between them")
  }
}
