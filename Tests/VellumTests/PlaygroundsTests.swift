import Playgrounds
import Testing

/// Set by the playgrounds below if their bodies ever ran.
nonisolated(unsafe) private var playgroundBodiesRun = 0

private func fibonacci(_ n: Int) -> Int { n <= 1 ? n : fibonacci(n - 1) + fibonacci(n - 2) }

// Xcode 26's inline playgrounds at file scope, as an app's file writes them: unnamed, named,
// using the file's private function, with `try` and `await`, using a main-actor type.
#Playground {
  let x = 1
  print(x)
  playgroundBodiesRun += 1
}

#Playground("Fibonacci") {
  for n in 0..<10 { print("fibonacci(\(n)) = \(fibonacci(n))") }
  playgroundBodiesRun += 1
}

#Playground {
  try await Task.sleep(nanoseconds: 1)
  playgroundBodiesRun += 1
}

/// A main-actor type, which a playground body may use, as it runs on the main actor.
@MainActor private final class PlaygroundCounter {
  var count = 0
  func increment() { count += 1 }
}

#Playground("Main actor") {
  let counter = PlaygroundCounter()
  counter.increment()
  playgroundBodiesRun += counter.count
}

/// `import Playgrounds` and `#Playground`: the file compiles, its playgrounds type-check,
/// and their bodies never run in a preview.
@Suite struct PlaygroundsTests {
  struct Sample {
    // A playground among a type's members.
    #Playground("In a type") { playgroundBodiesRun += 1 }
  }

  @Test func playgroundBodiesDoNotRun() {
    _ = Sample()
    #expect(playgroundBodiesRun == 0)
  }
}
