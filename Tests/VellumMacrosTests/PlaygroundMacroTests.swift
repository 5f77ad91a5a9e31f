import Testing

@Suite struct PlaygroundMacroTests {
  @Test func theBodyBecomesAFunctionThatIsNeverCalled() {
    let result = expand(
      """
      #Playground {
        let x = 1
        print(x)
      }
      """)
    #expect(result.diagnostics.isEmpty)
    let text = squeezed(result.text)
    #expect(text.hasPrefix("@MainActor func "), "\(text)")
    #expect(
      text.contains("() -> @MainActor @Sendable () async throws -> Void { return { let x = 1 print(x) } }"), "\(text)")
    #expect(!text.contains("#Playground"))
  }

  @Test func aNamedPlaygroundAndALabelledBody() {
    let named = squeezed(expand("#Playground(\"Fibonacci\") { print(fibonacci(5)) }").text)
    #expect(named.contains("return { print(fibonacci(5)) }") && !named.contains("Fibonacci\""), "\(named)")
    let labelled = squeezed(expand("#Playground(\"Run\", body: run)").text)
    #expect(labelled.contains("return run }"), "\(labelled)")
  }

  @Test func eachPlaygroundHasItsOwnName() {
    let text = expand("#Playground { a() }\n#Playground { b() }").text
    let names = text.split(separator: "\n").filter { $0.hasPrefix("@MainActor func ") }.map {
      $0.split(separator: "(")[0]
    }
    #expect(names.count == 2 && names[0] != names[1], "\(names)")
  }
}
