import Combine
import Foundation
import Testing

/// Combine's subscriber model on Vellum's publishers: custom publishers written with
/// `receive(subscriber:)`, subscribers that limit their demand, `Subscribers.Sink`,
/// `Subscribers.Assign`, `AnySubscriber`, and `NotificationCenter.Publisher` as a type.
@Suite struct SubscriberTests {
  final class Recorder<T>: @unchecked Sendable {
    var values: [T] = []
    var completions: [String] = []
  }

  /// A publisher written as public code writes one for Combine: its own subscription that
  /// sends the numbers 1 to `count` as they are asked for.
  struct Countdown: Publisher {
    typealias Output = Int
    typealias Failure = Never
    let count: Int

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
      subscriber.receive(subscription: Counting(count: count, subscriber: AnySubscriber(subscriber)))
    }

    final class Counting: Subscription {
      private var next = 1
      private let count: Int
      private var subscriber: AnySubscriber<Int, Never>?
      init(count: Int, subscriber: AnySubscriber<Int, Never>) {
        self.count = count
        self.subscriber = subscriber
      }
      func request(_ demand: Subscribers.Demand) {
        var demand = demand
        while demand > 0, next <= count, let subscriber {
          demand -= 1
          demand += subscriber.receive(next)
          next += 1
        }
        if next > count, let subscriber {
          self.subscriber = nil
          subscriber.receive(completion: .finished)
        }
      }
      func cancel() { subscriber = nil }
    }
  }

  /// A subscriber that asks for `limit` values and no more.
  final class Taking: Subscriber {
    typealias Input = Int
    typealias Failure = Never
    let limit: Int
    let seen = Recorder<Int>()
    var subscription: Subscription?
    init(_ limit: Int) { self.limit = limit }
    func receive(subscription: Subscription) {
      self.subscription = subscription
      subscription.request(.max(limit))
    }
    func receive(_ input: Int) -> Subscribers.Demand {
      seen.values.append(input)
      return .none
    }
    func receive(completion: Subscribers.Completion<Never>) { seen.completions.append("finished") }
  }

  @Test func aCustomPublisherWorksWithVellumsOperatorsAndSink() {
    let seen = Recorder<Int>()
    let cancellable = Countdown(count: 4).map { $0 * 10 }.filter { $0 != 20 }.sink(
      receiveCompletion: { _ in seen.completions.append("finished") }, receiveValue: { seen.values.append($0) })
    #expect(seen.values == [10, 30, 40])
    #expect(seen.completions == ["finished"])
    cancellable.cancel()
  }

  @Test func aSubscriberGetsNoMoreValuesThanItAskedFor() {
    let custom = Taking(2)
    Countdown(count: 5).subscribe(custom)
    #expect(custom.seen.values == [1, 2], "its own subscription honours the demand")
    #expect(custom.seen.completions.isEmpty)
    custom.subscription?.request(.max(10))
    #expect(custom.seen.values == [1, 2, 3, 4, 5] && custom.seen.completions == ["finished"])

    // Vellum's subjects through the bridge: values past the demand are dropped, as
    // Combine's subjects drop values nobody asked for.
    let subject = PassthroughSubject<Int, Never>()
    let limited = Taking(2)
    subject.receive(subscriber: limited)
    for value in 1...4 { subject.send(value) }
    #expect(limited.seen.values == [1, 2])
    limited.subscription?.request(.max(1))
    subject.send(5)
    subject.send(6)
    #expect(limited.seen.values == [1, 2, 5])
    subject.send(completion: .finished)
    #expect(limited.seen.completions == ["finished"])
  }

  @Test func aSynchronousPublisherStartsOnlyWhenAskedAndStopsWhenCancelled() {
    final class Lazy: Subscriber {
      typealias Input = String
      typealias Failure = Never
      var subscription: Subscription?
      var values: [String] = []
      func receive(subscription: Subscription) { self.subscription = subscription }
      func receive(_ input: String) -> Subscribers.Demand {
        values.append(input)
        return .none
      }
      func receive(completion: Subscribers.Completion<Never>) {}
    }
    let lazy = Lazy()
    Just("hello").subscribe(lazy)
    #expect(lazy.values.isEmpty, "Just waits for a request, as Combine's does")
    lazy.subscription?.request(.max(1))
    #expect(lazy.values == ["hello"])

    let subject = CurrentValueSubject<String, Never>("a")
    let cancelled = Lazy()
    subject.subscribe(cancelled)
    cancelled.subscription?.request(.unlimited)
    subject.send("b")
    cancelled.subscription?.cancel()
    subject.send("c")
    #expect(cancelled.values == ["a", "b"])
  }

  @Test func sinkAndAssignSubscribersAsTypes() {
    final class Model {
      var title = ""
    }
    let model = Model()
    let subject = PassthroughSubject<String, Never>()
    let assign = Subscribers.Assign(object: model, keyPath: \Model.title)
    subject.subscribe(assign)
    subject.send("Inbox")
    #expect(model.title == "Inbox")
    assign.cancel()
    subject.send("Archive")
    #expect(model.title == "Inbox", "a cancelled assign writes nothing more")
    #expect(assign.object == nil)

    let seen = Recorder<Int>()
    let sink = Subscribers.Sink<Int, Never>(
      receiveCompletion: { _ in seen.completions.append("finished") }, receiveValue: { seen.values.append($0) })
    [3, 1, 2].publisher.subscribe(sink)
    #expect(seen.values == [3, 1, 2] && seen.completions == ["finished"])

    let erased = AnySubscriber<Int, Never>(
      receiveSubscription: { $0.request(.max(1)) },
      receiveValue: {
        seen.values.append($0 * 100); return .none
      })
    [7, 8].publisher.subscribe(erased)
    #expect(seen.values.suffix(1) == [700])
  }

  @Test func demandArithmetic() {
    typealias Demand = Subscribers.Demand
    #expect(Demand.max(2) + .max(3) == .max(5))
    #expect(Demand.max(2) + .unlimited == .unlimited)
    #expect(Demand.max(2) - 5 == .none, "a demand stops at zero")
    #expect(Demand.unlimited - 1 == .unlimited)
    #expect(Demand.max(3) * 4 == .max(12))
    #expect(Demand.max(Int.max) + 1 == .unlimited)
    #expect(Demand.none < .max(1) && Demand.max(1_000_000) < .unlimited)
    #expect(Demand.unlimited > 5 && Demand.max(5) >= 5 && !(Demand.max(4) > 5))
    #expect(Demand.unlimited.max == nil && Demand.max(3).max == 3)
    #expect(Demand.unlimited.description == "unlimited" && Demand.max(2).description == "max(2)")
  }

  @Test func notificationCenterPublisherIsATypeOfItsOwn() {
    let name = Notification.Name("SubscriberTests.refresh")
    let publisher: NotificationCenter.Publisher = NotificationCenter.default.publisher(for: name)
    #expect(publisher.name == name && publisher.center === NotificationCenter.default)
    let seen = Recorder<String>()
    let subscription = publisher.compactMap { $0.object as? String }.sink { seen.values.append($0) }
    NotificationCenter.default.post(name: name, object: "first")
    NotificationCenter.default.post(name: Notification.Name("SubscriberTests.other"), object: "other")
    subscription.cancel()
    NotificationCenter.default.post(name: name, object: "after")
    #expect(seen.values == ["first"])
  }

  @Test func identifiersAreUniqueAndAnObjectsIsStable() {
    let object = Taking(1)
    #expect(object.combineIdentifier == CombineIdentifier(object))
    #expect(CombineIdentifier() != CombineIdentifier())
    #expect(Taking(1).combineIdentifier != object.combineIdentifier)
  }
}
