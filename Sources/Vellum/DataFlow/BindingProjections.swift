import Foundation

extension Binding {
  /// A binding to an optional value made from a binding to a non-optional one, as in
  /// SwiftUI. Writing `nil` through it is ignored.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let newValue = $0 { base.wrappedValue = newValue } })
  }

  /// A binding to the unwrapped value of a binding to an optional, or `nil` when the value
  /// is `nil` now, as in SwiftUI. Reading it later, after the value became `nil`, gives the
  /// last value it had.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    var last = initial
    self.init(
      get: {
        if let value = base.wrappedValue { last = value }
        return last
      },
      set: { base.wrappedValue = $0 })
  }

  /// A type-erased binding to a hashable value, as in SwiftUI. Writing a value of another
  /// type is ignored.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      get: { AnyHashable(base.wrappedValue) },
      set: { if let newValue = $0.base as? V { base.wrappedValue = newValue } })
  }

  /// A binding whose changes happen in `transaction`, as in SwiftUI. Vellum shows final
  /// states, so this is the same binding.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

  /// A binding whose changes animate, as in SwiftUI. Vellum shows final states, so this is
  /// the same binding.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// The transaction the binding's changes happen in: always an empty one in Vellum.
  public var transaction: Transaction {
    get { Transaction() }
    set {}
  }

  /// A binding whose setter also receives the change's transaction, as in SwiftUI.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(get: get, set: { set($0, Transaction()) })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The wrapped value's id, so `ForEach($items) { $item in … }` works as in SwiftUI.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices

  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
  public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

  /// A binding to the element at `position`.
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(
      get: { self.wrappedValue[position] },
      set: { self.wrappedValue[position] = $0 })
  }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
  public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
