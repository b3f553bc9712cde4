export default function HomePage() {
  return <main><h1>Dealership</h1></main>
}
